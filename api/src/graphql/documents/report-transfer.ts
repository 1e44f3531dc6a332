import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { transferReport } from "../../domain/documents/report-transfer.ts";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "../../domain/documents/report-transfer-attempt.ts";
import { REPORT_TRANSFER_SELECT, REPORT_TRANSFERS_SHOWN, toReportTransferView, type ReportTransferView } from "../../domain/documents/report-transfer-view.ts";
import { DomainError } from "../../domain/errors.ts";
import { findReadableRequest } from "../../domain/requests/gate.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";
import { toDbId } from "../ids.ts";
import { RequestRef } from "../requests/request.ts";

// Issue 22 item 2, spec 2 §7 POST requests/{id}/report_transfer/: the GraphQL side
// (api/src/rest/documents/report-transfer.ts), and the transfers shown on the request.

const minutes = RETRY_DELAYS_MS.map((ms) => ms / 60_000).join(", ");

const ReportTransferStatusEnum = builder.enumType("ReportTransferStatus", {
  description: "Where a report transfer stands.",
  values: {
    PENDING: { value: "pending", description: `A temporary failure (SMTP 4xx, relay unreachable): tried again after ${minutes} minutes, ${MAX_ATTEMPTS} attempts in all.` },
    SENT: { value: "sent", description: "The MSSanté relay accepted it." },
    FAILED: { value: "failed", description: "Refused for good (SMTP 5xx), or still failing after the last attempt." },
  } as const,
});

const ReportTransferRef = builder.objectRef<ReportTransferView>("ReportTransfer").implement({
  description: "One sending of the consult report (PDF) to an MSSanté mailbox by secure health messaging.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The transfer's number (no global id: a transfer is only read under its request)." }),
    mssAddress: t.exposeString("address", { description: "The MSSanté address it goes to." }),
    status: t.field({ type: ReportTransferStatusEnum, description: "Sent, pending (retried) or failed.", resolve: (transfer) => transfer.status }),
    attempts: t.exposeInt("attempts", { description: "Attempts made so far." }),
    lastError: t.exposeString("lastError", { nullable: true, description: "The last failure: smtp_<reply code> (smtp_451, smtp_550…), connection (relay unreachable or silent) or smtp_error; null when none." }),
    nextAttemptAt: t.field({ type: "DateTime", nullable: true, description: "Pending: when the next attempt is due.", resolve: (transfer) => transfer.nextAttemptAt }),
    sentAt: t.field({ type: "DateTime", nullable: true, description: "When the relay accepted it.", resolve: (transfer) => transfer.sentAt }),
    createdAt: t.field({ type: "DateTime", description: "When it was asked.", resolve: (transfer) => transfer.createdAt }),
  }),
});

builder.prismaObjectFields(RequestRef, (t) => ({
  reportTransfers: t.field({
    type: [ReportTransferRef],
    description: `The consult report's transfers by secure messaging, newest first (the last ${REPORT_TRANSFERS_SHOWN}). Every reader of the request sees them.`,
    // Read with the request itself, which the reader already passed the gate for.
    select: { reportTransfers: { select: REPORT_TRANSFER_SELECT, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: REPORT_TRANSFERS_SHOWN } },
    resolve: (request) => request.reportTransfers.map(toReportTransferView),
  }),
  requesterMssAddress: t.string({
    nullable: true,
    description: "The requester's (the request author's) MSSanté address from their settings, where transferReport sends without an address; null when they have none. Only the request's readers see it, as the report itself.",
    select: { author: { select: { mssAddress: true } } },
    resolve: (request) => request.author.mssAddress,
  }),
}));

/** A Request global id as a database id; anything else is 0, which the gate answers as missing. */
function requestIdOf(globalId: { typename: string; id: string }): number {
  return globalId.typename === "Request" ? toDbId(globalId.id) : 0;
}

type Transferred = { transfer: ReportTransferView; requestId: number };

const ReportTransferredRef = builder.objectRef<Transferred>("ReportTransferred").implement({
  description: "The report transfer just made, and the request it belongs to (its transfers list updated).",
  fields: (t) => ({
    transfer: t.field({ type: ReportTransferRef, description: "The transfer: sent, pending (retried in the background) or failed.", resolve: (parent) => parent.transfer }),
    request: t.prismaField({
      type: "Request",
      description: "The request, with its reportTransfers as they now stand.",
      resolve: async (query, parent, _args, context) => {
        const row = await findReadableRequest(context.prisma, context.viewer, parent.requestId, query);
        if (!row) throw new DomainError("not_found");
        return row;
      },
    }),
  }),
});

builder.mutationField("transferReport", (t) =>
  t.field({
    type: builder.errorUnion("TransferReportResult", {
      description: "The transfer made, or why not (not_found, report_not_available, report_transfer_address_invalid, report_transfer_no_address, report_transfer_not_configured); a refusal sends and records nothing.",
      types: [ReportTransferredRef, DomainError],
      resolveType: () => ReportTransferredRef,
    }),
    authScopes: { validated: true },
    description:
      "Spec 2 §7 POST report_transfer: sends the report (PDF) of the completed consult by secure health messaging (MSSanté) to mssAddress, or to the requester's MSSanté address when none is given, in the request's language. Any reader of the request may send it. Sets the consult's integratedReport once sent.",
    args: {
      requestId: t.arg.globalID({ required: true, description: "The request (its global id)." }),
      mssAddress: t.arg.string({ required: false, description: "An MSSanté professional address (a sub-domain of mssante.fr, not patient.mssante.fr); absent or empty: the requester's." }),
    },
    resolve: async (_root, args, context) => {
      const requestId = requestIdOf(args.requestId);
      const transfer = await transferReport(domainDeps(context), context.secureMailer, requireViewer(context.viewer), requestId, { mssAddress: args.mssAddress ?? null });
      return { transfer, requestId };
    },
  }),
);

import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { transferReport } from "../../domain/documents/report-transfer.ts";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "../../domain/documents/report-transfer-attempt.ts";
import type { ReportTransferView } from "../../domain/documents/report-transfer-view.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

// Issue 22 item 2, spec 2 §7 POST requests/{id}/report_transfer/ (optional mss_address): the
// consult report sent by secure health messaging (MSSanté).

const minutes = RETRY_DELAYS_MS.map((ms) => ms / 60_000).join(", ");

export const reportTransferShape = z
  .object({
    id: z.number().int(),
    request_id: z.number().int(),
    mss_address: z.string().describe("The MSSanté address it goes to."),
    status: z.enum(["pending", "sent", "failed"]).describe(`sent: the MSSanté relay accepted it; pending: a temporary failure (SMTP 4xx, relay unreachable), tried again after ${minutes} minutes (${MAX_ATTEMPTS} attempts in all); failed: refused for good (SMTP 5xx) or still failing after the last attempt.`),
    attempts: z.number().int().describe("Attempts made so far."),
    last_error: z.string().nullable().describe("The last failure: smtp_<reply code> (smtp_451, smtp_550…), connection (relay unreachable or silent) or smtp_error; null when none."),
    next_attempt_at: z.string().nullable().describe("Pending: when the next attempt is due (ISO 8601); null otherwise."),
    sent_at: z.string().nullable().describe("When the relay accepted it (ISO 8601)."),
    created_at: z.string().describe("When it was asked (ISO 8601)."),
  })
  .describe("One sending of the consult report to an MSSanté mailbox.");

export function reportTransferBody(transfer: ReportTransferView): z.infer<typeof reportTransferShape> {
  return {
    id: transfer.id,
    request_id: transfer.requestId,
    mss_address: transfer.address,
    status: transfer.status,
    attempts: transfer.attempts,
    last_error: transfer.lastError,
    next_attempt_at: transfer.nextAttemptAt?.toISOString() ?? null,
    sent_at: transfer.sentAt?.toISOString() ?? null,
    created_at: transfer.createdAt.toISOString(),
  };
}

export const reportTransferRoutes = [
  defineRoute({
    method: "POST",
    path: "/requests/{id}/report_transfer",
    operationId: "transferReport",
    tag: "documents",
    summary:
      "Send the report (PDF) of this completed consult by secure health messaging (MSSanté) to mss_address, or without it to the requester's MSSanté address from their settings; the message is in the request's language. Any reader of the request may send it (anyone else: 404, as a missing request). The answer is the transfer: sent, pending (retried in the background) or failed; integrated_report becomes true once sent. Refusals send and record nothing: report_not_available (consult not completed), report_transfer_address_invalid (not an MSSanté professional address: a sub-domain of mssante.fr, not patient.mssante.fr), report_transfer_no_address (none given and the requester has none), report_transfer_not_configured (no MSSanté relay on this service).",
    auth: "validated",
    errors: ["not_found", "report_not_available", "report_transfer_address_invalid", "report_transfer_no_address", "report_transfer_not_configured", "rate_limited"],
    params: z.object({ id: dbIdSchema }),
    body: z.object({ mss_address: z.string().max(320).nullable().optional().describe("The MSSanté address to send to (…@….mssante.fr); absent, null or empty: the requester's.") }),
    response: reportTransferShape,
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const transfer = await transferReport(domainDeps(context), context.secureMailer, viewer, params.id, { mssAddress: body.mss_address });
      return { body: reportTransferBody(transfer) };
    },
  }),
];

import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { RATE_RULES, takeRateToken } from "../rate-limit.ts";
import { DEFAULT_LOCALE, isLocale } from "../i18n/locales.ts";
import { parseInput } from "../input.ts";
import type { SecureMailer } from "../ports.ts";
import { findReadableRequest } from "../requests/gate.ts";
import { isValidMssAddress, normalizeMssAddress } from "../rules/mss-address.ts";
import { EMAIL_MAX_LENGTH } from "../rules/email.ts";
import type { Viewer } from "../viewer.ts";
import { consultReportFile } from "./report-file.ts";
import { attemptReportTransfer } from "./report-transfer-attempt.ts";
import { reportTransferMail } from "./report-transfer-mail.ts";
import { REPORT_TRANSFER_SELECT, toReportTransferView, type ReportTransferView } from "./report-transfer-view.ts";

// Issue 22 item 2, spec 2 §7 POST requests/{id}/report_transfer/ (optional mss_address): the
// consult report, as a PDF, to an MSSanté mailbox through the secure messaging relay.
//
// Who may send it: every reader of the request once the consult is completed, on both sides.
// The expert sends it to the requester; the requester may send it to their own mailbox (or to
// their practice's) so that it lands in their patient record software, which reads MSSanté.
// Either can already download the same PDF, and the relay only reaches MSSanté professional
// mailboxes, so this shows the report to nobody the readers could not show it to.

export const reportTransferInput = z.object({
  /** The target; absent or empty: the requester's (the request author's) MSSanté address from their settings. */
  mssAddress: z.string().max(EMAIL_MAX_LENGTH + 66).nullable().optional(),
});
export type ReportTransferInput = z.input<typeof reportTransferInput>;

/** What the command reads of the request, through the gate. */
const TRANSFER_REQUEST_SELECT = {
  id: true,
  author: { select: { locale: true, mssAddress: true } },
  patient: { select: { firstName: true, lastName: true } },
  consult: { select: { id: true, status: true, completedAt: true, completedBy: { select: { firstName: true, lastName: true } } } },
} as const;

type TransferRequestRow = {
  id: number;
  author: { locale: string; mssAddress: string | null };
  patient: { firstName: string | null; lastName: string | null } | null;
  consult: { id: number; status: string; completedAt: Date | null; completedBy: { firstName: string; lastName: string } | null } | null;
};

/** The address to send to: the one given, else the requester's; a consumer or patient address is refused ('Email invalide'). */
function targetAddress(given: string | null | undefined, requesterAddress: string | null): string {
  const raw = given?.trim() ? given : requesterAddress;
  if (!raw?.trim()) throw new DomainError("report_transfer_no_address", "mssAddress");
  if (!isValidMssAddress(raw)) throw new DomainError("report_transfer_address_invalid", "mssAddress");
  return normalizeMssAddress(raw);
}

/**
 * Records the transfer and makes its first attempt at once: the answer says sent, pending (a
 * temporary failure, retried in the background) or failed. Refusals (not_found for a request the
 * viewer may not read, report_not_available, the address, report_transfer_not_configured, and
 * rate_limited past 10 sends of one request or 60 in all an hour) come before anything is written or sent.
 */
export async function transferReport(deps: Deps, mailer: SecureMailer | null, viewer: Viewer, requestId: number, raw: ReportTransferInput): Promise<ReportTransferView> {
  const input = parseInput(reportTransferInput, raw);
  const row = (await findReadableRequest(deps.db, viewer, requestId, { select: TRANSFER_REQUEST_SELECT })) as TransferRequestRow | null;
  if (!row) throw new DomainError("not_found");
  const consult = row.consult;
  if (!consult || consult.status !== "COMPLETED" || !consult.completedAt) throw new DomainError("report_not_available");
  const address = targetAddress(input.mssAddress, row.author.mssAddress);
  if (!mailer) throw new DomainError("report_transfer_not_configured");
  const withinRequest = await takeRateToken(deps.db, `report-transfer:${viewer.userId}:${requestId}`, RATE_RULES.reportTransferPerRequest, deps.now);
  if (!withinRequest || !(await takeRateToken(deps.db, `report-transfer:${viewer.userId}`, RATE_RULES.reportTransferPerUser, deps.now))) throw new DomainError("rate_limited");

  // The report as the viewer may read it (same gate again inside), in the request's language.
  const file = await consultReportFile(deps, viewer, requestId, "pdf");
  const locale = isLocale(row.author.locale) ? row.author.locale : DEFAULT_LOCALE;
  const patientName = row.patient ? [row.patient.firstName, row.patient.lastName].filter(Boolean).join(" ") || null : null;
  const expert = consult.completedBy;
  const mail = reportTransferMail(locale, { requestId, patientName, expertName: expert ? `${expert.firstName} ${expert.lastName}` : "—", completedAt: consult.completedAt });
  const created = await deps.db.reportTransfer.create({
    data: { requestId, consultId: consult.id, sentById: viewer.userId, address, locale, subject: mail.subject, body: mail.body, fileName: file.fileName, attachment: new Uint8Array(file.bytes), nextAttemptAt: deps.now },
    select: { id: true },
  });
  const attempted = await attemptReportTransfer({ db: deps.db, pubsub: deps.pubsub, mailer }, created.id, deps.now);
  if (attempted) return attempted;
  // Claimed by the background job in between: answer the row as it stands.
  return toReportTransferView(await deps.db.reportTransfer.findUniqueOrThrow({ where: { id: created.id }, select: REPORT_TRANSFER_SELECT }));
}

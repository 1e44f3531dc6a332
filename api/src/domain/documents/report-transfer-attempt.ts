import type { Db } from "../../db/client.ts";
import { markReportIntegrated } from "../billing/integration-flags.ts";
import type { PubSub, SecureMailer } from "../ports.ts";
import { publishRequestUpdated } from "../requests/request-events.ts";
import { REPORT_TRANSFER_SELECT, toReportTransferView, type ReportTransferView } from "./report-transfer-view.ts";

// The sending of a recorded report transfer, and its retries (issue 22 item 2). A temporary
// failure (SMTP 4xx, the relay unreachable or silent) is tried again later, a permanent one
// (5xx) ends the transfer as failed. The rows carry their own message, so the background job
// (api/src/jobs/report-transfers.ts) resumes what a restart interrupted.

/** Waits before the 2nd, 3rd, 4th and 5th attempts: a relay's short outage, then a longer one. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
/** The first attempt and its retries: after the fifth temporary failure the transfer is failed. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * While an attempt runs, the row's next attempt is pushed this far: another instance's job (or
 * this one's next tick) leaves it alone, and a process that dies mid-send has it tried again then.
 */
const CLAIM_MS = 2 * 60_000;

export type TransferRunDeps = { db: Db; pubsub: PubSub; mailer: SecureMailer };

/**
 * One attempt at a pending transfer whose time has come. Null when it was not (or no longer) due:
 * sent, failed, or claimed by another attempt running now.
 */
export async function attemptReportTransfer(deps: TransferRunDeps, transferId: number, now: Date): Promise<ReportTransferView | null> {
  const claimed = await deps.db.reportTransfer.updateMany({
    where: { id: transferId, status: "PENDING", nextAttemptAt: { lte: now } },
    data: { nextAttemptAt: new Date(now.getTime() + CLAIM_MS) },
  });
  if (claimed.count !== 1) return null;
  const row = await deps.db.reportTransfer.findUniqueOrThrow({ where: { id: transferId } });
  const outcome = row.attachment
    ? await deps.mailer.send({ to: row.address, subject: row.subject, text: row.body, locale: row.locale, attachment: { fileName: row.fileName, contentType: "application/pdf", bytes: row.attachment } })
    : ({ sent: false, temporary: false, code: "no_attachment" } as const);
  const attempts = row.attempts + 1;
  const retry = !outcome.sent && outcome.temporary && attempts < MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_MS[attempts - 1] ?? 0;
  const saved = await deps.db.reportTransfer.update({
    where: { id: transferId },
    data: outcome.sent
      ? { status: "SENT", attempts, sentAt: now, lastError: null, nextAttemptAt: null, attachment: null }
      : retry
        ? { attempts, lastError: outcome.code, nextAttemptAt: new Date(now.getTime() + delay) }
        : // Nothing more will be sent: the report's copy goes (it is the patient's data).
          { status: "FAILED", attempts, lastError: outcome.code, nextAttemptAt: null, attachment: null },
    select: REPORT_TRANSFER_SELECT,
  });
  // Spec 2 §4 "Billing flags": the report is integrated once it reached the requester's mailbox.
  if (outcome.sent) await markReportIntegrated(deps.db, row.consultId);
  // The open request pages show the outcome live (a retry or a failure as much as a success).
  await publishRequestUpdated(deps, { requestId: row.requestId, kind: "consult" });
  return toReportTransferView(saved);
}

/** The pending transfers due at `now`, oldest first, each tried once; how many were tried. */
export async function runDueReportTransfers(deps: TransferRunDeps, now: Date, limit = 20): Promise<number> {
  const due = await deps.db.reportTransfer.findMany({ where: { status: "PENDING", nextAttemptAt: { lte: now } }, orderBy: { nextAttemptAt: "asc" }, take: limit, select: { id: true } });
  let tried = 0;
  for (const { id } of due) if (await attemptReportTransfer(deps, id, now)) tried += 1;
  return tried;
}

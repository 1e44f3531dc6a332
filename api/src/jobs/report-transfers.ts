import type { Db } from "../db/client.ts";
import { runDueReportTransfers } from "../domain/documents/report-transfer-attempt.ts";
import type { PubSub, SecureMailer } from "../domain/ports.ts";

/**
 * Retries the report transfers waiting for their next attempt (RETRY_DELAYS_MS), every `everyMs`,
 * and once at start: transfers left pending by a stop go out again after a restart. Returns the
 * function that stops it. Not started without an MSSanté relay (nothing could be sent).
 */
export function startReportTransferRetries(deps: { db: Db; pubsub: PubSub; mailer: SecureMailer }, everyMs = 30_000): () => void {
  let running = false;
  const run = async () => {
    // One pass at a time: a slow relay must not stack passes over the same rows.
    if (running) return;
    running = true;
    try {
      const tried = await runDueReportTransfers(deps, new Date());
      if (tried > 0) console.log(`[report-transfers] tried ${tried} pending report transfers`);
    } finally {
      running = false;
    }
  };
  const tick = () => void run().catch((error: unknown) => console.error("[report-transfers] failed", error));
  tick();
  const timer = setInterval(tick, everyMs);
  // Never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}

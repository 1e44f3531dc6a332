import type { Db } from "../db/client.ts";
import { releaseDutyHolds } from "../domain/planning/duty-routing.ts";
import type { Messenger } from "../domain/ports.ts";

/**
 * Issue 23 item 6: every `everyMs`, the text-message alerts held while the experts on duty had a
 * request first go out to the topic's other experts when nobody answered in time
 * (domain/planning/duty-routing.ts). Once at start too: holds that fell due during a stop go out
 * after a restart. Returns the function that stops it.
 */
export function startDutyEscalation(deps: { db: Db; messenger: Messenger; publicUrl: string }, everyMs = 60_000): () => void {
  let running = false;
  const run = async () => {
    // One pass at a time: a slow text-message provider must not stack passes.
    if (running) return;
    running = true;
    try {
      const released = await releaseDutyHolds(deps, new Date());
      if (released > 0) console.log(`[duty-escalation] released ${released} held alerts`);
    } finally {
      running = false;
    }
  };
  const tick = () => void run().catch((error: unknown) => console.error("[duty-escalation] failed", error));
  tick();
  const timer = setInterval(tick, everyMs);
  // Never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}

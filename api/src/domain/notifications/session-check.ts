import type { Db } from "../../db/client.ts";
import { liveSessionIds } from "../accounts/sessions.ts";
import type { Viewer } from "../viewer.ts";

/**
 * Whether the session a long-lived listener was opened with is still live. Realtime events
 * re-check it before each delivery: a session revoked where no sessionsEnded event reached this
 * instance, or past its expiry, receives nothing more.
 */
export async function sessionStillLive(db: Db, viewer: Viewer, now: Date): Promise<boolean> {
  return (await liveSessionIds(db, [viewer.sessionId], now)).has(viewer.sessionId);
}

import type { Db } from "../../db/client.ts";
import { liveSessionIds } from "../accounts/sessions.ts";
import { liveGrantIds } from "../interop/partner-authorizations.ts";
import type { Viewer } from "../viewer.ts";

/** What keeps a viewer's listeners alive: their web session, or a partner's grant (issue 24). */
function credentialOf(viewer: Viewer): string {
  return viewer.partnerGrantId === undefined ? `session:${viewer.sessionId}` : `grant:${viewer.partnerGrantId}`;
}

/**
 * Which of these viewers may still listen at `now`: their session live (not revoked, not
 * expired), or for a partner application, its grant still in force. Two reads at most, whatever
 * the number of viewers.
 */
export async function liveViewers(db: Db, viewers: readonly Viewer[], now: Date): Promise<(viewer: Viewer) => boolean> {
  const sessions = [...new Set(viewers.flatMap((viewer) => (viewer.partnerGrantId === undefined ? [viewer.sessionId] : [])))];
  const grants = [...new Set(viewers.flatMap((viewer) => (viewer.partnerGrantId === undefined ? [] : [viewer.partnerGrantId])))];
  const [liveSessions, liveGrants] = await Promise.all([liveSessionIds(db, sessions, now), liveGrantIds(db, grants)]);
  const live = new Set([...[...liveSessions].map((id) => `session:${id}`), ...[...liveGrants].map((id) => `grant:${id}`)]);
  return (viewer) => live.has(credentialOf(viewer));
}

/**
 * Whether the session a long-lived listener was opened with is still live. Realtime events
 * re-check it before each delivery: a session revoked where no sessionsEnded event reached this
 * instance, or past its expiry, receives nothing more; so does a partner whose grant was revoked.
 */
export async function sessionStillLive(db: Db, viewer: Viewer, now: Date): Promise<boolean> {
  return (await liveViewers(db, [viewer], now))(viewer);
}

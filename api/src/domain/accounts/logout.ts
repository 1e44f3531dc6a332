import { recordAudit } from "../audit.ts";
import type { Deps } from "../deps.ts";
import { sessionsEndedPublisher } from "../ports.ts";
import { revokeSessionToken } from "./sessions.ts";

/**
 * Ends the call's session: revoked in the database, written to the audit trail, and announced so
 * that sockets opened on it close on every API instance. Logging out without a session is fine.
 */
export async function logOut(deps: Deps, sessionToken: string | undefined): Promise<void> {
  const ended = await revokeSessionToken(deps.db, sessionToken, deps.now);
  if (!ended) return;
  sessionsEndedPublisher(deps.pubsub)(ended.userId, [ended.sessionId]);
  await recordAudit(deps.db, { kind: "logout", actorUserId: ended.userId, meta: deps.meta });
}

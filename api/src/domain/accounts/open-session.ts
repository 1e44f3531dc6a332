import type { Db } from "../../db/client.ts";
import { recordAudit, type RequestMeta } from "../audit.ts";
import { activeSessionsWhere, revokeSessionToken, revokeSessions, createSession, type SessionPolicy, type SessionsEndedListener } from "./sessions.ts";
import { trustDevice } from "./trusted-devices.ts";

export type SessionStep = { kind: "session"; userId: number; token: string; expiresAt: Date; trustedDevice: { token: string; expiresAt: Date } | null };

export type SessionContext = {
  policy: SessionPolicy;
  meta: RequestMeta;
  now: Date;
  previousToken?: string;
  /** Hears the previous session ending, so its open sockets close too. */
  onSessionsEnded?: SessionsEndedListener;
};

/**
 * Opens a session whose second factor is satisfied (a code was checked, or the device was
 * remembered). A new session id every time defeats session fixation. The session this browser
 * presented is replaced; sessions on other devices stay open (issue 17: logging in on the ward's
 * computer must not log the phone out), unless the user asked to end them.
 */
export async function openVerifiedSession(
  db: Db,
  userId: number,
  context: SessionContext,
  options: { rememberDevice: boolean; via: string; endOtherSessions?: boolean },
): Promise<SessionStep> {
  const previous = await revokeSessionToken(db, context.previousToken, context.now);
  if (previous) context.onSessionsEnded?.(previous.userId, [previous.sessionId]);
  const session = await createSession(db, userId, context.policy, context.meta, context.now, { mfaVerified: true });
  const endedOthers = options.endOtherSessions ? await revokeSessions(db, { ...activeSessionsWhere(userId, context.now), id: { not: session.id } }, context.now, context.onSessionsEnded) : [];
  const trustedDevice = options.rememberDevice ? await trustDevice(db, userId, context.now) : null;
  await db.user.update({ where: { id: userId }, data: { lastLoginAt: context.now } });
  await recordAudit(db, { kind: "login_succeeded", actorUserId: userId, targetType: "user", targetId: userId, data: { via: options.via, ...(options.endOtherSessions ? { endedOtherSessions: endedOthers.length } : {}) }, meta: context.meta });
  return { kind: "session", userId, token: session.token, expiresAt: session.expiresAt, trustedDevice };
}

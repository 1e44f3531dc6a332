import { recordAudit } from "../audit.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { sessionsEndedPublisher } from "../ports.ts";
import type { Viewer } from "../viewer.ts";
import { activeSessionsWhere, revokeSessions } from "./sessions.ts";
import { deviceLabel } from "./user-agent.ts";

/**
 * One of the user's sessions as the settings screen lists it (issue 17, "Sessions"): a login on
 * another device keeps the sessions already open, so the user needs to see them and end them.
 */
export type DeviceSession = {
  id: number;
  browser: string | null;
  os: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

/** More than anyone uses at once; a bound on the list whatever happens. */
export const DEVICE_SESSIONS_MAX = 50;

/** The viewer's active sessions, most recently used first; the one of this call is marked. */
export async function listDeviceSessions(deps: Pick<Deps, "db" | "now">, viewer: Viewer): Promise<DeviceSession[]> {
  const rows = await deps.db.session.findMany({
    where: activeSessionsWhere(viewer.userId, deps.now),
    // Never the token hash: nothing here may help replay a session.
    select: { id: true, userAgent: true, ip: true, createdAt: true, lastSeenAt: true },
    orderBy: [{ lastSeenAt: "desc" }, { id: "desc" }],
    take: DEVICE_SESSIONS_MAX,
  });
  return rows.map((row) => ({
    id: row.id,
    ...deviceLabel(row.userAgent),
    ipAddress: row.ip,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.id === viewer.sessionId,
  }));
}

/**
 * "Log out this device": ends one of the viewer's own sessions, the current one included (the
 * adapter then clears its cookie). Someone else's session, or one already over, is not_found.
 */
export async function endDeviceSession(deps: Deps, viewer: Viewer, sessionId: number): Promise<{ endedSessionId: number; current: boolean }> {
  const ended = await revokeSessions(deps.db, { ...activeSessionsWhere(viewer.userId, deps.now), id: sessionId }, deps.now, sessionsEndedPublisher(deps.pubsub));
  if (ended.length === 0) throw new DomainError("not_found");
  await recordAudit(deps.db, { kind: "logout", actorUserId: viewer.userId, targetType: "session", targetId: sessionId, data: { via: "settings" }, meta: deps.meta });
  return { endedSessionId: sessionId, current: sessionId === viewer.sessionId };
}

/** "Log out all other devices": every session of the viewer but this call's. */
export async function endOtherDeviceSessions(deps: Deps, viewer: Viewer): Promise<{ endedSessionIds: number[] }> {
  const ended = await revokeSessions(deps.db, { ...activeSessionsWhere(viewer.userId, deps.now), id: { not: viewer.sessionId } }, deps.now, sessionsEndedPublisher(deps.pubsub));
  if (ended.length) await recordAudit(deps.db, { kind: "logout", actorUserId: viewer.userId, targetType: "user", targetId: viewer.userId, data: { via: "settings_other_devices", sessions: ended.length }, meta: deps.meta });
  return { endedSessionIds: ended };
}

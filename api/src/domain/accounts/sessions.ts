import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isLocale, DEFAULT_LOCALE } from "../i18n/locales.ts";
import type { Viewer } from "../viewer.ts";
import type { RequestMeta } from "../audit.ts";
import { hashToken, newToken } from "./tokens.ts";

export type SessionPolicy = { idleMs: number; maxMs: number };

/**
 * Told when sessions end before their time (logout, a newer login, a password change), so
 * the caller can close the sockets still riding on them. The domain knows no transport.
 */
export type SessionsEndedListener = (userId: number, sessionIds: number[] | "all") => void;

export type SessionLookup =
  | { kind: "none" }
  | { kind: "expired" }
  | { kind: "active"; viewer: Viewer; mfaPending: boolean; validUntil: Date };

// Sliding the idle deadline on every call would write on every read; once a minute is
// precise enough for a two-hour idle timeout.
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: Db,
  userId: number,
  policy: SessionPolicy,
  meta: RequestMeta,
  now: Date,
  options: { mfaVerified: boolean },
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + policy.maxMs);
  const { id } = await db.session.create({
    data: {
      tokenHash: hashToken(token),
      userId,
      mfaVerifiedAt: options.mfaVerified ? now : null,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(Math.min(now.getTime() + policy.idleMs, expiresAt.getTime())),
      expiresAt,
      ip: meta.ip?.slice(0, 64) ?? null,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    },
    select: { id: true },
  });
  return { id, token, expiresAt };
}

export async function resolveSession(
  db: Db,
  token: string | undefined,
  policy: SessionPolicy,
  now: Date,
): Promise<SessionLookup> {
  if (!token || token.length > 128) return { kind: "none" };
  // Every API call starts here: the session and its user in one statement (a join), and
  // only the columns the checks below and the viewer need.
  const session = await db.session.findUnique({
    where: { tokenHash: hashToken(token) },
    relationLoadStrategy: "join",
    select: {
      id: true,
      mfaVerifiedAt: true,
      lastSeenAt: true,
      idleExpiresAt: true,
      expiresAt: true,
      revokedAt: true,
      user: { select: { id: true, locale: true, isSuper: true, validationStatus: true, professionalId: true } },
    },
  });
  if (!session || session.revokedAt) return { kind: "none" };
  if (session.idleExpiresAt <= now || session.expiresAt <= now) return { kind: "expired" };

  let idleExpiresAt = session.idleExpiresAt;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    idleExpiresAt = new Date(Math.min(now.getTime() + policy.idleMs, session.expiresAt.getTime()));
    await db.session.update({ where: { id: session.id }, data: { lastSeenAt: now, idleExpiresAt } });
  }
  const { user } = session;
  return {
    kind: "active",
    mfaPending: session.mfaVerifiedAt === null,
    // Until when this answer holds without a revocation: a socket reuses it that long at most.
    validUntil: idleExpiresAt < session.expiresAt ? idleExpiresAt : session.expiresAt,
    viewer: {
      userId: user.id,
      sessionId: session.id,
      professionalId: user.professionalId,
      locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
      isSuper: user.isSuper,
      validated: user.validationStatus === "VALIDATED",
    },
  };
}

export async function revokeSessionToken(db: Db, token: string | undefined, now: Date): Promise<{ userId: number; sessionId: number } | null> {
  if (!token) return null;
  const session = await db.session.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!session || session.revokedAt) return null;
  // Logout: the device's push token goes with its session (issue 24).
  await db.$transaction([db.session.update({ where: { id: session.id }, data: { revokedAt: now } }), db.pushToken.deleteMany({ where: { sessionId: session.id } })]);
  return { userId: session.userId, sessionId: session.id };
}

/**
 * Which of these sessions may still be used at `now`. Unlike resolveSession it does not
 * slide the idle deadline: checking a socket's session is no activity of its user.
 */
export async function liveSessionIds(db: Db, sessionIds: number[], now: Date): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db.session.findMany({
    where: { id: { in: sessionIds }, revokedAt: null, idleExpiresAt: { gt: now }, expiresAt: { gt: now } },
    select: { id: true },
  });
  return new Set(rows.map((row) => row.id));
}

/** The sessions that still let a call through at `now` (not revoked, not expired). */
export function liveSessionWhere(now: Date): { revokedAt: null; idleExpiresAt: { gt: Date }; expiresAt: { gt: Date } } {
  return { revokedAt: null, idleExpiresAt: { gt: now }, expiresAt: { gt: now } };
}

/** The sessions of this user that still let a call through at `now` (not revoked, not expired). */
export function activeSessionsWhere(userId: number, now: Date): Prisma.SessionWhereInput & { userId: number } {
  return { userId, ...liveSessionWhere(now) };
}

/**
 * Revokes this user's sessions that match and tells the listener, so that their open sockets
 * close on every API instance. Answers the ids it ended.
 */
export async function revokeSessions(db: Db, where: Prisma.SessionWhereInput & { userId: number }, now: Date, onEnded?: SessionsEndedListener): Promise<number[]> {
  const rows = await db.session.findMany({ where: { ...where, revokedAt: null }, select: { id: true } });
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  await db.$transaction([db.session.updateMany({ where: { id: { in: ids }, revokedAt: null }, data: { revokedAt: now } }), db.pushToken.deleteMany({ where: { sessionId: { in: ids } } })]);
  onEnded?.(where.userId, ids);
  return ids;
}

import type { Db } from "../../db/client.ts";
import { isLocale, DEFAULT_LOCALE } from "../i18n/locales.ts";
import type { Viewer } from "../viewer.ts";
import type { RequestMeta } from "../audit.ts";
import { hashToken, newToken } from "./tokens.ts";

export type SessionPolicy = { idleMs: number; maxMs: number };

export type SessionLookup =
  | { kind: "none" }
  | { kind: "expired" }
  | { kind: "active"; viewer: Viewer; mfaPending: boolean };

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
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + policy.maxMs);
  await db.session.create({
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
  });
  return { token, expiresAt };
}

export async function resolveSession(
  db: Db,
  token: string | undefined,
  policy: SessionPolicy,
  now: Date,
): Promise<SessionLookup> {
  if (!token || token.length > 128) return { kind: "none" };
  const session = await db.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, locale: true, isSuper: true, validationStatus: true, professionalId: true } } },
  });
  if (!session || session.revokedAt) return { kind: "none" };
  if (session.idleExpiresAt <= now || session.expiresAt <= now) return { kind: "expired" };

  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.session.update({
      where: { id: session.id },
      data: {
        lastSeenAt: now,
        idleExpiresAt: new Date(Math.min(now.getTime() + policy.idleMs, session.expiresAt.getTime())),
      },
    });
  }
  const { user } = session;
  return {
    kind: "active",
    mfaPending: session.mfaVerifiedAt === null,
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

export async function revokeSessionToken(db: Db, token: string | undefined, now: Date): Promise<number | null> {
  if (!token) return null;
  const session = await db.session.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!session || session.revokedAt) return null;
  await db.session.update({ where: { id: session.id }, data: { revokedAt: now } });
  return session.userId;
}

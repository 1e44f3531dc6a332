import { isValidatedViewer } from "../access.ts";
import { hashToken, newToken } from "../accounts/tokens.ts";
import { recordAudit } from "../audit.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import type { Viewer } from "../viewer.ts";

// Issue 23 item 4: a member subscribes to their meetings and duty periods from Outlook, Google
// Calendar or Apple Calendar. Those clients fetch without cookies, so the address itself is the
// credential: 256 random bits, shown once, stored only as its SHA-256 (like session cookies).

/** The path below the site of a feed; the token is the file name, ".ics" so clients recognise it. */
export const CALENDAR_FEED_PATH = "/api/v1/calendar-feeds";

/** A feed token as newToken() writes it: 32 bytes in base64url, 43 characters. */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function calendarFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${CALENDAR_FEED_PATH}/${token}.ics`;
}

/** What the settings screen says of the viewer's feed; the address itself cannot be read back. */
export type CalendarFeedStatus = { createdAt: Date; lastUsedAt: Date | null };

/** The viewer's active (not revoked) feed, or null; only ever the viewer's own. */
export async function calendarFeedStatus(deps: Pick<Deps, "db">, viewer: Viewer | null, userId: number): Promise<CalendarFeedStatus | null> {
  if (!viewer || viewer.userId !== userId) return null;
  return deps.db.calendarFeed.findFirst({ where: { userId, revokedAt: null }, select: { createdAt: true, lastUsedAt: true } });
}

/** A new feed address, returned once: it replaces (and so revokes) the viewer's previous one. */
export type CreatedCalendarFeed = { url: string; createdAt: Date };

export async function createCalendarFeed(deps: Deps, viewer: Viewer): Promise<CreatedCalendarFeed> {
  // An unvalidated account reaches nothing but itself (spec 1 §6): it has no meeting nor duty to subscribe to.
  if (!isValidatedViewer(viewer)) throw new DomainError("unvalidated");
  const token = newToken();
  const fresh = { tokenHash: hashToken(token), createdAt: deps.now, lastUsedAt: null, revokedAt: null };
  // One row per user (userId is unique): the upsert swaps the hash, so the old address stops at once.
  await deps.db.calendarFeed.upsert({ where: { userId: viewer.userId }, create: { userId: viewer.userId, ...fresh }, update: fresh });
  await recordAudit(deps.db, { kind: "calendar_feed_created", actorUserId: viewer.userId, targetType: "user", targetId: viewer.userId, meta: deps.meta });
  return { url: calendarFeedUrl(deps.publicUrl, token), createdAt: deps.now };
}

/** Revokes the viewer's feed; not_found when there is no active one. */
export async function revokeCalendarFeed(deps: Deps, viewer: Viewer): Promise<{ revokedAt: Date }> {
  const { count } = await deps.db.calendarFeed.updateMany({ where: { userId: viewer.userId, revokedAt: null }, data: { revokedAt: deps.now } });
  if (count === 0) throw new DomainError("not_found");
  await recordAudit(deps.db, { kind: "calendar_feed_revoked", actorUserId: viewer.userId, targetType: "user", targetId: viewer.userId, meta: deps.meta });
  return { revokedAt: deps.now };
}

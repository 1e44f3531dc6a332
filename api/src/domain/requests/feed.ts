import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { ParticipationSide } from "../../db/generated/prisma/enums.ts";
import type { Viewer } from "../viewer.ts";
import { isDbId } from "../rules/id.ts";

export const FEEDS = ["from:me", "to:me"] as const;
export type Feed = (typeof FEEDS)[number];

const sideOfFeed: Record<Feed, ParticipationSide> = { "from:me": "SENDER", "to:me": "RECIPIENT" };

export const FEED_MAX_PAGE = 100;
export const FEED_DEFAULT_PAGE = 20;

/** Position of a request in a feed: sorted by last activity, newest first, id breaking ties. */
export type FeedKey = { lastActivityDate: Date; requestId: number };

export type FeedPage = { keys: FeedKey[]; hasMore: boolean };

export type FeedWindow =
  | { direction: "forward"; limit: number; after?: FeedKey }
  | { direction: "backward"; limit: number; before?: FeedKey }
  | { direction: "offset"; limit: number; offset: number };

function feedWhere(viewer: Viewer, feed: Feed): Prisma.ParticipantWhereInput {
  return { userId: viewer.userId, side: sideOfFeed[feed] };
}

function olderThan(key: FeedKey): Prisma.ParticipantWhereInput {
  return {
    OR: [
      { lastActivityDate: { lt: key.lastActivityDate } },
      { lastActivityDate: key.lastActivityDate, requestId: { lt: key.requestId } },
    ],
  };
}

function newerThan(key: FeedKey): Prisma.ParticipantWhereInput {
  return {
    OR: [
      { lastActivityDate: { gt: key.lastActivityDate } },
      { lastActivityDate: key.lastActivityDate, requestId: { gt: key.requestId } },
    ],
  };
}

const newestFirst = [{ lastActivityDate: "desc" }, { requestId: "desc" }] as const;
const oldestFirst = [{ lastActivityDate: "asc" }, { requestId: "asc" }] as const;

/**
 * One page of a viewer's feed, read from the participants index alone (userId, side,
 * lastActivityDate, requestId), so its cost does not depend on how many requests exist.
 */
export async function readFeedPage(db: Db, viewer: Viewer, feed: Feed, window: FeedWindow): Promise<FeedPage> {
  const limit = Math.min(Math.max(window.limit, 0), FEED_MAX_PAGE);
  const base = feedWhere(viewer, feed);
  const select = { requestId: true, lastActivityDate: true } as const;

  if (window.direction === "offset") {
    const rows = await db.participant.findMany({ where: base, orderBy: [...newestFirst], skip: Math.max(window.offset, 0), take: limit + 1, select });
    return { keys: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  if (window.direction === "forward") {
    const where = window.after ? { AND: [base, olderThan(window.after)] } : base;
    const rows = await db.participant.findMany({ where, orderBy: [...newestFirst], take: limit + 1, select });
    return { keys: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  const where = window.before ? { AND: [base, newerThan(window.before)] } : base;
  const rows = await db.participant.findMany({ where, orderBy: [...oldestFirst], take: limit + 1, select });
  return { keys: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

export function countFeed(db: Db, viewer: Viewer, feed: Feed): Promise<number> {
  return db.participant.count({ where: feedWhere(viewer, feed) });
}

/** Re-orders rows fetched by id into the feed's order (findMany with `in` does not keep it). */
export function inFeedOrder<T extends { id: number }>(keys: FeedKey[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return keys.flatMap((key) => {
    const row = byId.get(key.requestId);
    return row ? [row] : [];
  });
}

const EARLIEST_CURSOR_TIME = Date.UTC(1970, 0, 1);
const LATEST_CURSOR_TIME = Date.UTC(9999, 11, 31);

export function encodeFeedCursor(key: FeedKey): string {
  return Buffer.from(`${key.lastActivityDate.toISOString()}|${key.requestId}`).toString("base64url");
}

export function decodeFeedCursor(cursor: string): FeedKey | null {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const lastActivityDate = new Date(iso ?? "");
  const requestId = Number(id);
  // A cursor comes back from the client: its id must be an int4 and its date one PostgreSQL stores.
  const time = lastActivityDate.getTime();
  if (Number.isNaN(time) || time < EARLIEST_CURSOR_TIME || time > LATEST_CURSOR_TIME || !isDbId(requestId)) return null;
  return { lastActivityDate, requestId };
}

export function parseFeed(value: string): Feed | null {
  return (FEEDS as readonly string[]).includes(value) ? (value as Feed) : null;
}

import { billsActs, professionOfCode } from "../billing/acts.ts";
import { professionalOfUser, type UserOfAct } from "../billing/consult-act.ts";
import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { ConsultStatus, ParticipationSide, RequestStatus } from "../../db/generated/prisma/enums.ts";
import type { Viewer } from "../viewer.ts";
import { isDbId } from "../rules/id.ts";

export const FEEDS = ["from:me", "to:me"] as const;
export type Feed = (typeof FEEDS)[number];

const sideOfFeed: Record<Feed, ParticipationSide> = { "from:me": "SENDER", "to:me": "RECIPIENT" };

export const FEED_MAX_PAGE = 100;
export const FEED_DEFAULT_PAGE = 20;

/** Spec 2 §9 "Filter values": each one is a range of a participants index. */
export const FEED_FILTERS = ["unread", "billable", "draft", "opened", "completed", "cancelled"] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

/** By last activity: newest first (the default) or oldest first. */
export type FeedSort = "desc" | "asc";

/**
 * What a feed shows. `filter` and the sort are read from the participants' copies alone;
 * `words` (from searchWords) and the REST extras restrict the joined request.
 */
export type FeedSelection = {
  feed: Feed;
  filter?: FeedFilter | null;
  /** Every word must be contained in the request's search text. */
  words?: readonly string[];
  sort?: FeedSort;
  topicId?: number;
  status?: RequestStatus;
  caseStatus?: ConsultStatus;
  consultMeetingId?: number;
};

/** Position of a request in a feed: its last activity, id breaking ties. */
export type FeedKey = { lastActivityDate: Date; requestId: number };

export type FeedPage = { keys: FeedKey[]; hasMore: boolean };

/** forward and backward follow the selection's sort: "after" is further down the list. */
export type FeedWindow =
  | { direction: "forward"; limit: number; after?: FeedKey }
  | { direction: "backward"; limit: number; before?: FeedKey }
  | { direction: "offset"; limit: number; offset: number };

const filterWhere: Record<FeedFilter, Prisma.ParticipantWhereInput> = {
  unread: { unread: true },
  billable: { billable: true },
  draft: { requestState: "DRAFT" },
  opened: { requestState: "OPENED" },
  completed: { requestState: "COMPLETED" },
  cancelled: { requestState: "CANCELLED" },
};

function requestWhere(selection: FeedSelection): Prisma.RequestWhereInput | null {
  const where: Prisma.RequestWhereInput[] = [];
  if (selection.topicId !== undefined) where.push({ recipientTopicId: selection.topicId });
  if (selection.status !== undefined) where.push({ status: selection.status });
  if (selection.caseStatus !== undefined) where.push({ consult: { status: selection.caseStatus } });
  if (selection.consultMeetingId !== undefined) where.push({ consultMeetingId: selection.consultMeetingId });
  return where.length ? { AND: where } : null;
}

/**
 * The words are matched against the participant's copy of the request's search text (kept by
 * database triggers), so one index over (userId, trigrams) finds the viewer's matches: matched
 * against the request, a word frequent among everyone's requests cost the count a join of tens
 * of thousands of rows.
 */
export function feedWhere(viewer: Viewer, selection: FeedSelection): Prisma.ParticipantWhereInput {
  const request = requestWhere(selection);
  const words = selection.words ?? [];
  return {
    userId: viewer.userId,
    side: sideOfFeed[selection.feed],
    ...(selection.filter ? filterWhere[selection.filter] : {}),
    ...(words.length ? { AND: words.map((word) => ({ searchText: { contains: word } })) } : {}),
    ...(request ? { request } : {}),
  };
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

const newestFirst = [{ lastActivityDate: "desc" }, { requestId: "desc" }] satisfies Prisma.ParticipantOrderByWithRelationInput[];
const oldestFirst = [{ lastActivityDate: "asc" }, { requestId: "asc" }] satisfies Prisma.ParticipantOrderByWithRelationInput[];

/**
 * One page of a viewer's feed, read from a participants index (userId, side[, filter column],
 * lastActivityDate, requestId), so its cost does not depend on how many requests exist. A search
 * joins each candidate's request by primary key while the index is walked in order: a frequent
 * word fills the page early, a rare one walks the viewer's whole feed (bounded by its size).
 */
export async function readFeedPage(db: Db, viewer: Viewer, selection: FeedSelection, window: FeedWindow): Promise<FeedPage> {
  const limit = Math.min(Math.max(window.limit, 0), FEED_MAX_PAGE);
  const base = feedWhere(viewer, selection);
  const select = { requestId: true, lastActivityDate: true } as const;
  const ascending = selection.sort === "asc";
  const listOrder = ascending ? oldestFirst : newestFirst;
  const reverseOrder = ascending ? newestFirst : oldestFirst;
  const further = ascending ? newerThan : olderThan;
  const earlier = ascending ? olderThan : newerThan;

  if (window.direction === "offset") {
    const rows = await db.participant.findMany({ where: base, orderBy: listOrder, skip: Math.max(window.offset, 0), take: limit + 1, select });
    return { keys: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  if (window.direction === "forward") {
    const where = window.after ? { AND: [base, further(window.after)] } : base;
    const rows = await db.participant.findMany({ where, orderBy: listOrder, take: limit + 1, select });
    return { keys: rows.slice(0, limit), hasMore: rows.length > limit };
  }
  const where = window.before ? { AND: [base, earlier(window.before)] } : base;
  const rows = await db.participant.findMany({ where, orderBy: reverseOrder, take: limit + 1, select });
  return { keys: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

export function countFeed(db: Db, viewer: Viewer, selection: FeedSelection): Promise<number> {
  return db.participant.count({ where: feedWhere(viewer, selection) });
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

export function parseFeedFilter(value: string): FeedFilter | null {
  return (FEED_FILTERS as readonly string[]).includes(value) ? (value as FeedFilter) : null;
}

/**
 * Spec 2 §6: the billable filter appears only for billing-eligible professionals: those the act
 * table gives an act on either side by this date (issue 21): French doctors, midwives, nurses,
 * physiotherapists, podiatrists and speech therapists, German doctors; nobody in Belgium.
 */
export function canFilterBillable(user: UserOfAct, now: Date): boolean {
  const professional = professionalOfUser(user);
  return professional !== null && billsActs(professional.country, professionOfCode(professional.professionCode), now);
}

/** Spec 2 §9 "Inactive consult hint": more than a week without activity. */
export const INACTIVE_AFTER_MS = 7 * 24 * 3_600_000;

/** An open consult nobody has touched for more than a week. */
export function isInactive(request: { status: RequestStatus; consultStatus: ConsultStatus | null; lastActivityDate: Date }, now: Date): boolean {
  if (request.status !== "PUBLISHED" || (request.consultStatus ?? "OPENED") !== "OPENED") return false;
  return now.getTime() - request.lastActivityDate.getTime() > INACTIVE_AFTER_MS;
}

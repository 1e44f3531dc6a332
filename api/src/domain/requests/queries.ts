import type { Db } from "../../db/client.ts";
import type { Viewer } from "../viewer.ts";
import { countFeed, inFeedOrder, readFeedPage, type Feed, type FeedPage, type FeedWindow } from "./feed.ts";
import { readableRequestWhere } from "./access.ts";
import { visibleMessagesWhere } from "../messages/access.ts";

const person = { select: { id: true, firstName: true, lastName: true } } as const;

/** What a list row shows: patient, parties, status and dates. */
export const requestSummaryInclude = {
  patient: true,
  author: person,
  consult: { select: { status: true, actCode: true } },
  recipientProfessional: { include: { specialty: true } },
  recipientGroup: { select: { id: true, name: true } },
  recipientTopic: { select: { id: true, label: true } },
} as const;

function selfParticipation(viewer: Viewer) {
  return { where: { userId: viewer.userId }, select: { side: true }, take: 1 } as const;
}

/** One page of a feed: the positions of its requests, the feed's size and whether more follow. */
export async function readFeed(db: Db, viewer: Viewer, feed: Feed, window: FeedWindow): Promise<FeedPage & { totalCount: number }> {
  const [page, totalCount] = await Promise.all([readFeedPage(db, viewer, feed, window), countFeed(db, viewer, feed)]);
  return { ...page, totalCount };
}

/** Whether this viewer may read this request (subscriptions check it before listening). */
export async function isReadableRequest(db: Db, viewer: Viewer | null, id: number): Promise<boolean> {
  return (await db.request.count({ where: { id, ...readableRequestWhere(viewer) } })) > 0;
}

export async function listFeedRequests(db: Db, viewer: Viewer, feed: Feed, window: FeedWindow) {
  const page = await readFeed(db, viewer, feed, window);
  const totalCount = page.totalCount;
  const ids = page.keys.map((key) => key.requestId);
  const rows = ids.length
    ? await db.request.findMany({
        where: { id: { in: ids }, AND: [readableRequestWhere(viewer)] },
        include: { ...requestSummaryInclude, participants: selfParticipation(viewer) },
      })
    : [];
  return { rows: inFeedOrder(page.keys, rows), totalCount, hasMore: page.hasMore };
}

/** One request with its visible messages, or null when it does not exist for this viewer. */
export function findReadableRequest(db: Db, viewer: Viewer, id: number) {
  return db.request.findFirst({
    where: { id, ...readableRequestWhere(viewer) },
    include: {
      ...requestSummaryInclude,
      participants: selfParticipation(viewer),
      messages: { where: visibleMessagesWhere(viewer), orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { author: person } },
    },
  });
}

export type RequestSummaryRow = Awaited<ReturnType<typeof listFeedRequests>>["rows"][number];
export type RequestDetailRow = NonNullable<Awaited<ReturnType<typeof findReadableRequest>>>;

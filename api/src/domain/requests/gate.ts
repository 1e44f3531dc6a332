import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Viewer } from "../viewer.ts";
import { mayReadRequest, readableRequestWhere, shadowMembershipsWhere, type RequestReadFacts } from "./access.ts";

/**
 * The select or include an adapter asks for (Pothos computes it from the fields of the query);
 * the gate adds the viewer's filter to it and nothing else.
 */
export type RowQuery = { select?: Prisma.RequestSelect; include?: Prisma.RequestInclude } | Record<string, unknown>;

/**
 * The requests area's gate (DESIGN.md "One access gate per area", issue 17 item 1): the only
 * way GraphQL resolvers and REST handlers load request rows (eslint rule gated-reads). Every
 * read is ANDed with readableRequestWhere, so a row the viewer may not read comes back exactly
 * like a missing one, whatever path of the graph asked for it.
 */
export function findReadableRequests(db: Db, viewer: Viewer | null, where: Prisma.RequestWhereInput, query: RowQuery = {}, page: { orderBy?: Prisma.RequestOrderByWithRelationInput[]; take?: number } = {}) {
  return db.request.findMany({ ...query, where: { AND: [where, readableRequestWhere(viewer)] }, ...page });
}

/**
 * Whether this viewer may read the rows of its own feed (feed-rows.ts reads them in SQL, outside
 * readableRequestWhere): a feed is made of the viewer's own participations, and a participant
 * reads the request (mayReadRequest's first rule), provided the account may read anything.
 */
export function feedRowsReadable(viewer: Viewer | null): viewer is Viewer {
  return viewer !== null && mayReadRequest(viewer, { draft: true, participantUserIds: new Set([viewer.userId]), shadowProfessionalIds: new Set() });
}

/** One request by id through the gate; null when missing or not readable (alike). */
export function findReadableRequest(db: Db, viewer: Viewer | null, id: number, query: RowQuery = {}) {
  return db.request.findFirst({ ...query, where: { id, AND: [readableRequestWhere(viewer)] } });
}

/**
 * What decides which of `viewers` may read request `id` (mayReadRequest), in one read whatever
 * their number: a realtime event checks everyone watching the request at once instead of running
 * readableRequestWhere once per socket. Null when the request is gone.
 */
export async function requestReadFacts(db: Db, viewers: readonly Viewer[], id: number): Promise<RequestReadFacts | null> {
  const userIds = [...new Set(viewers.map((viewer) => viewer.userId))];
  const professionalIds = [...new Set(viewers.flatMap((viewer) => (viewer.professionalId === null ? [] : [viewer.professionalId])))];
  const row = await db.request.findUnique({
    where: { id },
    select: {
      status: true,
      participants: { where: { userId: { in: userIds } }, select: { userId: true } },
      recipientGroup: { select: { memberships: { where: shadowMembershipsWhere(professionalIds), select: { professionalId: true } } } },
    },
  });
  if (!row) return null;
  return {
    draft: row.status === "DRAFT",
    participantUserIds: new Set(row.participants.map((participant) => participant.userId)),
    shadowProfessionalIds: new Set(row.recipientGroup?.memberships.map((membership) => membership.professionalId) ?? []),
  };
}

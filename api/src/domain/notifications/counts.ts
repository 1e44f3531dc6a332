import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/** Spec 2 §9 "Inactive consult hint: more than a week". */
export const INACTIVE_AFTER_MS = 7 * 24 * 3_600_000;

/** Spec 2 §3 "Notification count"; `groupCounters` keyed by group id. */
export type NotificationCounts = {
  /** Requests the viewer sent (sender side) with something unread. */
  fromMe: number;
  /** Requests the viewer answers (recipient side) with something unread. */
  toMe: number;
  /** Opened consults on the viewer's recipient side with no activity for more than a week. */
  inactivePending: number;
  /** Group memberships the viewer was invited to and has not answered yet. */
  groupInvitations: number;
  groupCounters: { groupId: number; available: number }[];
};

export const NO_COUNTS: NotificationCounts = { fromMe: 0, toMe: 0, inactivePending: 0, groupInvitations: 0, groupCounters: [] };

type CountedMembership = {
  groupId: number;
  status: "APPLYING" | "INVITED" | "ONGOING";
  allTopics: boolean;
  canReply: boolean;
  canSupport: boolean;
  canAdmin: boolean;
  topics: { topicId: number }[];
};

/**
 * The requests of one group the member could take up: administrators and support staff watch
 * every topic of the group, experts (canReply) the topics they cover (all of them with allTopics).
 * Null when the membership counts nothing.
 */
function availableWhere(membership: CountedMembership): Prisma.RequestWhereInput | null {
  if (membership.canAdmin || membership.canSupport || (membership.canReply && membership.allTopics)) return { recipientGroupId: membership.groupId };
  if (membership.canReply && membership.topics.length) return { recipientGroupId: membership.groupId, recipientTopicId: { in: membership.topics.map((t) => t.topicId) } };
  return null;
}

/**
 * The viewer's notification counts in at most four statements, none of which grows with the
 * number of requests the viewer takes part in beyond an index range:
 *  1. unread participations grouped by side (participants index userId, side, unread, ...);
 *  2. inactive recipient-side consults (index userId, side, requestState, lastActivityDate);
 *  3. the viewer's memberships (invitations, and the groups whose counters are shown);
 *  4. per group, the "available" requests, only when the viewer has such a membership.
 *
 * "available" (group_counters[groupId].available): published requests of the group whose consult
 * is still opened, in the topics the viewer watches (see availableWhere), that the viewer does
 * not take part in yet, i.e. what they could join (POST participations) or be assigned.
 * Experts of a topic become participants when a request is published to it, so for them the
 * counter shows what arrived before they joined the topic or the group; for administrators and
 * support staff it is the group's open work nobody asked them about.
 */
export async function notificationCounts(db: Db, viewer: Viewer | null, now: Date): Promise<NotificationCounts> {
  if (!isValidatedViewer(viewer)) return NO_COUNTS;
  const userId = viewer.userId;
  const membershipsQuery: Promise<CountedMembership[]> =
    viewer.professionalId === null
      ? Promise.resolve([])
      : db.membership.findMany({
          where: { professionalId: viewer.professionalId, OR: [{ status: "INVITED" }, { status: "ONGOING", OR: [{ canReply: true }, { canSupport: true }, { canAdmin: true }] }] },
          select: { groupId: true, status: true, allTopics: true, canReply: true, canSupport: true, canAdmin: true, topics: { select: { topicId: true } } },
          orderBy: { groupId: "asc" },
        });
  const [unreadBySide, inactivePending, memberships] = await Promise.all([
    db.participant.groupBy({ by: ["side"], where: { userId, unread: true }, _count: { _all: true } }),
    db.participant.count({ where: { userId, side: "RECIPIENT", requestState: "OPENED", lastActivityDate: { lt: new Date(now.getTime() - INACTIVE_AFTER_MS) } } }),
    membershipsQuery,
  ]);
  const unread = (side: "SENDER" | "RECIPIENT") => unreadBySide.find((row) => row.side === side)?._count._all ?? 0;

  const counted = memberships.filter((m) => m.status === "ONGOING");
  const scopes = counted.flatMap((m) => {
    const where = availableWhere(m);
    return where ? [where] : [];
  });
  const availableByGroup = new Map<number, number>();
  if (scopes.length) {
    const rows = await db.request.groupBy({
      by: ["recipientGroupId"],
      where: { status: "PUBLISHED", consult: { status: "OPENED" }, participants: { none: { userId } }, OR: scopes },
      _count: { _all: true },
    });
    for (const row of rows) if (row.recipientGroupId !== null) availableByGroup.set(row.recipientGroupId, row._count._all);
  }

  return {
    fromMe: unread("SENDER"),
    toMe: unread("RECIPIENT"),
    inactivePending,
    groupInvitations: memberships.filter((m) => m.status === "INVITED").length,
    groupCounters: counted.map((m) => ({ groupId: m.groupId, available: availableByGroup.get(m.groupId) ?? 0 })),
  };
}

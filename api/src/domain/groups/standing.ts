import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Viewer } from "../viewer.ts";
import { capabilitiesSelect } from "./membership-rules.ts";

/**
 * Where the viewer stands in one group (spec 1 §6): the one place the group screens, the
 * membership commands and the topic settings read "admin", "insider" or "member" from.
 */
export type GroupStanding = {
  isSuper: boolean;
  membership: {
    id: number;
    status: "APPLYING" | "INVITED" | "ONGOING";
    isInsider: boolean;
    allTopics: boolean;
    canAdmin: boolean;
    canReply: boolean;
    canAsk: boolean;
    canSendFromGroup: boolean;
    canSupport: boolean;
    canShadow: boolean;
    topicIds: number[];
  } | null;
};

/** The viewer's own membership row of a group, to nest in a group select. */
export function viewerMembershipSelect(viewer: Viewer | null) {
  return {
    where: { professionalId: viewer?.professionalId ?? 0 },
    take: 1,
    select: {
      id: true,
      status: true,
      isInsider: true,
      allTopics: true,
      ...capabilitiesSelect,
      topics: { select: { topicId: true } },
    },
  } satisfies Prisma.Group$membershipsArgs;
}

type MembershipRow = Prisma.MembershipGetPayload<{ select: ReturnType<typeof viewerMembershipSelect>["select"] }>;

export function standingFromRows(viewer: Viewer | null, rows: MembershipRow[]): GroupStanding {
  const row = rows[0];
  return {
    isSuper: viewer?.isSuper === true,
    membership: row ? { ...row, topicIds: row.topics.map((topic) => topic.topicId) } : null,
  };
}

/** The viewer's standing in a group; null when the group does not exist. */
export async function loadGroupStanding(db: Db, viewer: Viewer | null, groupId: number): Promise<GroupStanding | null> {
  const group = await db.group.findUnique({ where: { id: groupId }, select: { id: true, memberships: viewerMembershipSelect(viewer) } });
  return group ? standingFromRows(viewer, group.memberships) : null;
}

export function isOngoingMember(standing: GroupStanding): boolean {
  return standing.membership?.status === "ONGOING";
}

/** An insider: an ongoing member counted as part of the group's own team (spec 1 §6). */
export function isInsider(standing: GroupStanding): boolean {
  return standing.membership?.status === "ONGOING" && standing.membership.isInsider;
}

/** Administers the group: ongoing can_admin, or a super user. */
export function canAdminGroup(standing: GroupStanding): boolean {
  return standing.isSuper || (standing.membership?.status === "ONGOING" && standing.membership.canAdmin);
}

/** Members with all_topics or the topic among theirs edit a topic's description (spec 1 §6). */
export function coversTopic(standing: GroupStanding, topicId: number): boolean {
  const membership = standing.membership;
  if (membership?.status !== "ONGOING") return false;
  return membership.allTopics || membership.topicIds.includes(topicId);
}

import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import { DomainError } from "../errors.ts";
import { canAdminGroup, isInsider, loadGroupStanding, type GroupStanding } from "../groups/standing.ts";
import { participatingRequestWhere } from "../requests/access.ts";
import type { Viewer } from "../viewer.ts";

/**
 * Meetings the viewer may read (spec 1 §6: "others see the list and join link"): every meeting of
 * a group where the viewer is an ongoing insider; a meeting whose quorum names the viewer while
 * they are an ongoing member of its group; a meeting a request the viewer takes part in is
 * registered to (its participants are told where and when it is discussed, spec 2 §2 request
 * aside "meeting, videoconference"); every meeting for a super user. Anonymous and unvalidated
 * viewers read none. A meeting outside this filter answers exactly like a missing one.
 */
export function readableMeetingWhere(viewer: Viewer | null): Prisma.MeetingWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  if (viewer.isSuper) return {};
  const professionalId = viewer.professionalId;
  const byRequest: Prisma.MeetingWhereInput = { requests: { some: participatingRequestWhere(viewer) } };
  if (professionalId === null) return byRequest;
  return {
    OR: [
      { topic: { group: { memberships: { some: { professionalId, status: "ONGOING", isInsider: true } } } } },
      { professionals: { some: { professionalId } }, topic: { group: { memberships: { some: { professionalId, status: "ONGOING" } } } } },
      byRequest,
    ],
  };
}

/** Spec 1 §2, §6: the meetings tab (the list of a group's meetings) is for insiders and super users. */
export function canListMeetings(standing: GroupStanding): boolean {
  return standing.isSuper || isInsider(standing);
}

/** Spec 1 §6: scheduling, editing, deleting meetings and their quorum need the group's admin rights. */
export function canEditMeetings(standing: GroupStanding): boolean {
  return canAdminGroup(standing);
}

/** The viewer's standing in a group whose meetings they list; a group they may not list answers not_found. */
export async function meetingsGroupFor(db: Db, viewer: Viewer | null, groupId: number): Promise<GroupStanding> {
  if (!isValidatedViewer(viewer)) throw new DomainError("not_found");
  const standing = await loadGroupStanding(db, viewer, groupId);
  if (!standing || !canListMeetings(standing)) throw new DomainError("not_found");
  return standing;
}

/** What an adapter asks to load with a meeting (GraphQL passes the fields the caller selected). */
type MeetingQuery = { select?: Prisma.MeetingSelect; include?: Prisma.MeetingInclude };

/** One meeting the viewer may read through the gate above, or null (missing or not theirs alike). */
export function findReadableMeeting(db: Db, viewer: Viewer | null, meetingId: number, query: MeetingQuery = {}) {
  return db.meeting.findFirst({ ...query, where: { id: meetingId, AND: [readableMeetingWhere(viewer)] } });
}

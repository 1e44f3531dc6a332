import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Viewer } from "../viewer.ts";
import type { FeedMeeting } from "./calendar-feed-ical.ts";

// TEMPORARY until the meetings area's gate is merged.
function memberMeetingsWhere(member: Viewer): Prisma.MeetingWhereInput {
  const professionalId = member.professionalId ?? 0;
  return {
    OR: [
      { topic: { type: "MEETING", group: { mode: "RECIPIENT", memberships: { some: { professionalId, status: "ONGOING", isInsider: true } } } } },
      { professionals: { some: { professionalId } }, topic: { group: { memberships: { some: { professionalId, status: "ONGOING" } } } } },
    ],
  };
}

/** The member's meetings scheduled in [from, to), as the feed shows them (no link, no request, no patient). */
export async function feedMeetings(db: Db, member: Viewer, from: Date, to: Date, take: number): Promise<FeedMeeting[]> {
  const rows = await db.meeting.findMany({
    where: { AND: [memberMeetingsWhere(member), { scheduledAt: { gte: from, lt: to } }] },
    select: { id: true, scheduledAt: true, label: true, topic: { select: { label: true, group: { select: { name: true } } } } },
    orderBy: [{ scheduledAt: "asc" }, { id: "asc" }],
    take,
  });
  return rows.map((row) => ({ id: row.id, scheduledAt: row.scheduledAt, label: row.label, topicLabel: row.topic.label, groupName: row.topic.group.name }));
}

import type { Db } from "../../db/client.ts";
import { readableMeetingWhere } from "../meetings/access.ts";
import type { Viewer } from "../viewer.ts";
import type { FeedMeeting } from "./calendar-feed-ical.ts";

/**
 * The member's meetings scheduled in [from, to), as the feed shows them (no link, no request, no
 * patient), chosen by the meetings area's own gate: those of groups where they are an insider,
 * of a quorum that names them, or with a request of theirs registered. The caller passes the
 * member as a non-super viewer: a super user's feed holds their meetings, not every meeting.
 */
export async function feedMeetings(db: Db, member: Viewer, from: Date, to: Date, take: number): Promise<FeedMeeting[]> {
  const rows = await db.meeting.findMany({
    where: { AND: [readableMeetingWhere(member), { scheduledAt: { gte: from, lt: to } }] },
    select: { id: true, scheduledAt: true, label: true, topic: { select: { label: true, group: { select: { name: true } } } } },
    orderBy: [{ scheduledAt: "asc" }, { id: "asc" }],
    take,
  });
  return rows.map((row) => ({ id: row.id, scheduledAt: row.scheduledAt, label: row.label, topicLabel: row.topic.label, groupName: row.topic.group.name }));
}

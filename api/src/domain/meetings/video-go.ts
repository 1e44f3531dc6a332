import type { Db } from "../../db/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { participatingRequestWhere } from "../requests/access.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { readableMeetingWhere } from "./access.ts";
import { internalRoomUrl, newVideoRoom, requestVideoRoom, type VideoConfig } from "./video.ts";

type MeetingVideo = { id: number; videoCallMode: "INTERNAL" | "EXTERNAL" | "NO_VIDEO"; externalVideoLink: string | null; videoRoom: string | null };

async function viewerIdentity(db: Db, viewer: Viewer) {
  const user = await db.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { id: true, firstName: true, lastName: true, email: true } });
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
}

/** Where a meeting's video sends this participant: its external link, or its internal room (created at first need). */
async function meetingVideoUrl(deps: Deps, viewer: Viewer, meeting: MeetingVideo, video: VideoConfig): Promise<string> {
  if (meeting.videoCallMode === "NO_VIDEO") throw new DomainError("meeting_no_video");
  if (meeting.videoCallMode === "EXTERNAL") {
    if (!meeting.externalVideoLink) throw new DomainError("meeting_no_video");
    return meeting.externalVideoLink;
  }
  let room = meeting.videoRoom;
  if (!room) {
    room = newVideoRoom();
    // Two first joins at once: the one stored first wins, the other reads it back.
    await deps.db.meeting.updateMany({ where: { id: meeting.id, videoRoom: null }, data: { videoRoom: room } });
    room = (await deps.db.meeting.findUniqueOrThrow({ where: { id: meeting.id }, select: { videoRoom: true } })).videoRoom ?? room;
  }
  const url = internalRoomUrl(video, room, await viewerIdentity(deps.db, viewer), deps.now);
  if (!url) throw new DomainError("meeting_video_not_configured");
  return url;
}

const meetingVideoSelect = { id: true, videoCallMode: true, externalVideoLink: true, videoRoom: true } as const;

/**
 * Spec 2 §7 POST meetings/{id}/video-call/go, /meeting/{id}/join: the address a participant of the
 * meeting (readableMeetingWhere: the group's insiders, its quorum, participants of its requests)
 * is sent to. Anyone else answers not_found, as for a missing meeting; a meeting without video
 * meeting_no_video.
 */
export async function meetingVideoRedirect(deps: Deps, viewer: Viewer, meetingId: number, video: VideoConfig): Promise<{ redirectUrl: string }> {
  const id = dbIdSchema.parse(meetingId);
  const meeting = await deps.db.meeting.findFirst({ where: { id, AND: [readableMeetingWhere(viewer)] }, select: meetingVideoSelect });
  if (!meeting) throw new DomainError("not_found");
  return { redirectUrl: await meetingVideoUrl(deps, viewer, meeting, video) };
}

/**
 * Spec 2 §7 POST requests/{id}/video-call/go, for the request's participants only (shadows and
 * insiders who take no part answer not_found, as for a missing request). A request registered to
 * a meeting with video joins that meeting's call; otherwise, when its topic has_video_call, its
 * own internal room (derived from VIDEO_ROOM_SECRET); otherwise meeting_no_video.
 */
export async function requestVideoRedirect(deps: Deps, viewer: Viewer, requestId: number, video: VideoConfig): Promise<{ redirectUrl: string }> {
  const id = dbIdSchema.parse(requestId);
  const request = await deps.db.request.findFirst({
    where: { id, status: { not: "DRAFT" }, AND: [participatingRequestWhere(viewer)] },
    select: { id: true, consultMeeting: { select: meetingVideoSelect }, recipientTopic: { select: { hasVideoCall: true } } },
  });
  if (!request) throw new DomainError("not_found");
  if (request.consultMeeting && request.consultMeeting.videoCallMode !== "NO_VIDEO") {
    return { redirectUrl: await meetingVideoUrl(deps, viewer, request.consultMeeting, video) };
  }
  if (!request.recipientTopic?.hasVideoCall) throw new DomainError("meeting_no_video");
  const url = video.roomSecret ? internalRoomUrl(video, requestVideoRoom(video.roomSecret, request.id), await viewerIdentity(deps.db, viewer), deps.now) : null;
  if (!url) throw new DomainError("meeting_video_not_configured");
  return { redirectUrl: url };
}

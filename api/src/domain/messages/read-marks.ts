import { DomainError } from "../errors.ts";
import type { Deps } from "../deps.ts";
import { parseInput } from "../input.ts";
import { readableRequestWhere } from "../requests/access.ts";
import type { Viewer } from "../viewer.ts";
import { requestRef, type RequestRefInput } from "./message-input.ts";
import { publishRequestUpdated } from "../requests/request-events.ts";

/** The kind of the Notification row that "mark as unread" leaves (spec 2 §7 POST notifications). */
export const UNREAD_NOTIFICATION_KIND = "unread";

async function readableRequest(deps: Deps, viewer: Viewer, requestId: number) {
  const request = await deps.db.request.findFirst({
    where: { id: requestId, AND: [readableRequestWhere(viewer)] },
    select: { status: true, recipientProfessionalId: true, participants: { where: { userId: viewer.userId }, select: { id: true } } },
  });
  if (!request) throw new DomainError("not_found");
  return { ...request, isParticipant: request.participants.length > 0 };
}

/**
 * The viewer opened the request: every published message of the others gets the viewer's read
 * mark ("Lu par … le …", shown to the participants), the request is no longer unread for
 * them, and their pending "unread" notifications on it are read. Shadow viewers leave no
 * trace: they take no part, and a read mark would tell the participants otherwise.
 */
export async function markRequestRead(deps: Deps, viewer: Viewer, raw: RequestRefInput): Promise<{ newReadMarks: number }> {
  const { requestId } = parseInput(requestRef, raw);
  const request = await readableRequest(deps, viewer, requestId);
  if (!request.isParticipant) return { newReadMarks: 0 };
  const now = deps.now;
  const { newReadMarks, countsChanged } = await deps.db.$transaction(async (tx) => {
    const unreadMessages = await tx.message.findMany({
      where: { requestId, status: "PUBLISHED", authorId: { not: viewer.userId }, readStatuses: { none: { userId: viewer.userId } } },
      select: { id: true },
    });
    const marks = await tx.readStatus.createMany({
      data: unreadMessages.map((message) => ({ messageId: message.id, userId: viewer.userId, readAt: now })),
      skipDuplicates: true,
    });
    const unread = await tx.participant.updateMany({ where: { requestId, userId: viewer.userId, unread: true }, data: { unread: false } });
    const notifications = await tx.notification.updateMany({ where: { requestId, userId: viewer.userId, readAt: null }, data: { readAt: now } });
    return { newReadMarks: marks.count, countsChanged: unread.count + notifications.count > 0 };
  });
  // The other participants' open page shows the new marks; nothing to tell when there are none.
  if (newReadMarks > 0) await publishRequestUpdated(deps, { requestId, kind: "read" });
  if (countsChanged) deps.pubsub.publish("countsChanged", viewer.userId, { userId: viewer.userId });
  return { newReadMarks };
}

/**
 * "Mark as unread" (spec 2 §6: participants and the addressed professional, never a draft): the
 * request shows as unread in the viewer's feed and counts again, with a notification row as
 * the legacy API records it (POST notifications request_id).
 */
export async function markRequestUnread(deps: Deps, viewer: Viewer, raw: RequestRefInput): Promise<{ notificationId: number; createdAt: Date }> {
  const { requestId } = parseInput(requestRef, raw);
  const request = await readableRequest(deps, viewer, requestId);
  if (request.status === "DRAFT") throw new DomainError("message_request_not_published");
  const addressed = viewer.professionalId !== null && request.recipientProfessionalId === viewer.professionalId;
  if (!request.isParticipant && !addressed) throw new DomainError("participation_required");
  const notification = await deps.db.$transaction(async (tx) => {
    await tx.participant.updateMany({ where: { requestId, userId: viewer.userId }, data: { unread: true } });
    return tx.notification.create({
      data: { userId: viewer.userId, requestId, kind: UNREAD_NOTIFICATION_KIND, createdAt: deps.now },
      select: { id: true, createdAt: true },
    });
  });
  deps.pubsub.publish("countsChanged", viewer.userId, { userId: viewer.userId });
  return { notificationId: notification.id, createdAt: notification.createdAt };
}

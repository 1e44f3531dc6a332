import { z } from "zod";
import { DomainError } from "../errors.ts";
import type { Deps } from "../deps.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { markRequestRead } from "./read-marks.ts";

export const markNotificationReadInput = z.object({ notificationId: dbIdSchema });
export type MarkNotificationReadInput = z.input<typeof markNotificationReadInput>;

export type NotificationState = { id: number; requestId: number | null; readAt: Date | null; createdAt: Date };

/**
 * PUT notifications/{id} read true: legacy clients send it one by one for the unread ones when
 * they open a request. When it was the last unread notification of the viewer on that request,
 * the request is read as a whole (read marks, feed), as markRequestRead does for the web app.
 */
export async function markNotificationRead(deps: Deps, viewer: Viewer, raw: MarkNotificationReadInput): Promise<NotificationState> {
  const { notificationId } = parseInput(markNotificationReadInput, raw);
  const select = { id: true, requestId: true, readAt: true, createdAt: true } as const;
  // Someone else's notification answers like a missing one.
  const found = await deps.db.notification.findFirst({ where: { id: notificationId, userId: viewer.userId }, select });
  if (!found) throw new DomainError("not_found");
  if (found.readAt) return found;
  const notification = await deps.db.notification.update({ where: { id: notificationId }, data: { readAt: deps.now }, select });
  const requestId = notification.requestId;
  if (requestId === null) return notification;
  const stillUnread = await deps.db.notification.count({ where: { requestId, userId: viewer.userId, readAt: null } });
  if (stillUnread === 0) {
    try {
      await markRequestRead(deps, viewer, { requestId });
    } catch (error) {
      // The request is gone from the viewer's sight since: the notification alone was theirs to read.
      if (!(error instanceof DomainError && error.code === "not_found")) throw error;
    }
  }
  return notification;
}

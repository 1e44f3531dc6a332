import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { markNotificationRead } from "../../domain/messages/notifications.ts";
import { markRequestUnread } from "../../domain/messages/read-marks.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §7: POST notifications is "mark as unread"; PUT notifications/{id} reads one.

const notificationShape = z.object({
  id: z.number().int(),
  request_id: z.number().int().nullable(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});

export const notificationRoutes = [
  defineRoute({
    method: "POST",
    path: "/notifications",
    operationId: "readNotifications",
    tag: "notifications",
    summary:
      "Mark a request as unread for the viewer (participants and the addressed professional, sent requests only): it shows and counts as unread until opened.",
    auth: "validated",
    errors: ["not_found", "participation_required", "message_request_not_published"],
    body: z.object({ request_id: dbIdSchema }),
    response: notificationShape,
    handler: async (context, { body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const { notificationId, createdAt } = await markRequestUnread(domainDeps(context), viewer, { requestId: body.request_id });
      return { status: 201, body: { id: notificationId, request_id: body.request_id, read: false, read_at: null, created_at: createdAt.toISOString() } };
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/notifications/{id}",
    operationId: "readNotification",
    tag: "notifications",
    summary: "Read one of the viewer's notifications; the last unread one of a request reads the request (read marks, feed).",
    auth: "validated",
    params: z.object({ id: dbIdSchema }),
    body: z.object({ read: z.literal(true).describe("Only true: unreading goes through POST notifications.") }),
    response: notificationShape,
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const notification = await markNotificationRead(domainDeps(context), viewer, { notificationId: params.id });
      return {
        body: {
          id: notification.id,
          request_id: notification.requestId,
          read: notification.readAt !== null,
          read_at: notification.readAt?.toISOString() ?? null,
          created_at: notification.createdAt.toISOString(),
        },
      };
    },
  }),
];

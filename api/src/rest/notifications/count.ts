import { z } from "zod";
import { notificationCounts, type NotificationCounts } from "../../domain/notifications/counts.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

const countShape = z.object({
  from_me: z.number().int().describe("Requests the viewer sent with something unread."),
  to_me: z.number().int().describe("Requests the viewer answers with something unread."),
  inactive_pending: z.number().int().describe("Opened consults on the viewer's side without activity for more than a week."),
  group_invitations: z.number().int().describe("Group memberships the viewer was invited to and has not answered."),
  group_counters: z
    .record(z.string(), z.object({ available: z.number().int().describe("Opened requests of the group, in the topics the viewer watches, that the viewer does not take part in yet.") }))
    .describe("Keyed by group id: one entry per group where the viewer replies, supports or administers."),
});

export function toNotificationCount(counts: NotificationCounts): z.infer<typeof countShape> {
  return {
    from_me: counts.fromMe,
    to_me: counts.toMe,
    inactive_pending: counts.inactivePending,
    group_invitations: counts.groupInvitations,
    group_counters: Object.fromEntries(counts.groupCounters.map((counter) => [String(counter.groupId), { available: counter.available }])),
  };
}

export const notificationCountRoutes = [
  defineRoute({
    method: "GET",
    path: "/notifications/count",
    operationId: "getNotificationCount",
    tag: "notifications",
    summary: "The viewer's notification counts (spec 2 §3 \"Notification count\"), as the menu shows them.",
    auth: "validated",
    response: countShape,
    handler: async (context) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      return { body: toNotificationCount(await notificationCounts(context.prisma, viewer, context.now())) };
    },
  }),
];

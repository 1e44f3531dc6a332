import { z } from "zod";
import { loadSenderProfile } from "../../domain/requests/recipient-contexts.ts";
import { listSenderContexts } from "../../domain/requests/sender-contexts.ts";
import { defineRoute } from "../route.ts";

const senderContextShape = z.object({
  sender_type: z.enum(["professional", "group"]),
  sender_group_id: z.number().int().nullable(),
  sender_group_name: z.string().nullable(),
  sender_topic_id: z.number().int().nullable(),
  sender_topic_label: z.string().nullable(),
});

export const senderContextRoutes = [
  defineRoute({
    method: "GET",
    path: "/sender_contexts",
    operationId: "listSenderContexts",
    tag: "requests",
    summary: "The ways the caller may sign a request. Spec 2 §7: how the caller may sign a request: as oneself first, then each sender group and topic where the caller has can_send_from_group.",
    auth: "validated",
    response: z.array(senderContextShape),
    handler: async (context) => {
      const sender = await loadSenderProfile(context.prisma, context.viewer);
      const contexts = sender ? await listSenderContexts(context.prisma, sender) : [];
      return {
        body: contexts.map((c) => ({
          sender_type: c.senderType === "GROUP" ? ("group" as const) : ("professional" as const),
          sender_group_id: c.senderGroupId,
          sender_group_name: c.senderGroupName,
          sender_topic_id: c.senderTopicId,
          sender_topic_label: c.senderTopicLabel,
        })),
      };
    },
  }),
];

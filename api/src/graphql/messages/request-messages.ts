import { builder } from "../builder.ts";
import { RequestRef } from "../requests/request.ts";
import { MessageRef } from "./message.ts";

// The messages area's fields on Request: what the composer needs to restore itself.
builder.prismaObjectFields(RequestRef, (t) => ({
  viewerDraftMessage: t.field({
    type: MessageRef,
    nullable: true,
    description: "The viewer's unsent draft message on this request (autosaved), to restore the composer; null when there is none.",
    select: (_args, context, nestedSelection) => ({
      messages: nestedSelection({ where: { authorId: context.viewer?.userId ?? 0, status: "DRAFT" }, orderBy: { id: "desc" }, take: 1 }),
    }),
    resolve: (request) => request.messages[0] ?? null,
  }),
}));

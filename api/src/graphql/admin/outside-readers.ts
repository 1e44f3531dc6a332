import { listOutsideReaders, type OutsideReader } from "../../domain/admin/outside-readers.ts";
import { builder } from "../builder.ts";
import { perCallBatch } from "../per-call-batch.ts";
import { RequestRef } from "../requests/request.ts";

const OutsideReaderRoleEnum = builder.enumType("OutsideReaderRole", {
  description: "Why someone who takes no part in a request could open it.",
  values: {
    SUPER_USER: { value: "super_user", description: "A super user of the platform (support of the host)." },
    ADMINISTRATOR: { value: "administrator", description: "An administrator of the recipient group." },
    SUPPORT: { value: "support", description: "Administrative support of the recipient group." },
    OBSERVER: { value: "observer", description: "An observer of the recipient group (shadow view)." },
    FORMER: { value: "former", description: "None of these today: a participant since removed, or a membership since ended." },
  } as const,
});

const OutsideReaderRef = builder.objectRef<OutsideReader>("OutsideReader").implement({
  description: "Someone outside the participants who opened a request, from the access trail.",
  fields: (t) => ({
    firstName: t.exposeString("firstName", { description: "Their first name." }),
    lastName: t.exposeString("lastName", { description: "Their last name." }),
    role: t.field({ type: OutsideReaderRoleEnum, description: "Why they could open it.", resolve: (reader) => reader.role }),
    lastReadAt: t.field({ type: "DateTime", description: "The last time they opened it.", resolve: (reader) => reader.lastReadAt }),
  }),
});

const outsideReadersOf = perCallBatch<number, OutsideReader[]>((context, requestIds) =>
  listOutsideReaders(context.prisma, context.viewer, requestIds),
);

builder.prismaObjectFields(RequestRef, (t) => ({
  outsideReaders: t.field({
    type: [OutsideReaderRef],
    nullable: true,
    description:
      "Who outside the participants (super users, the recipient group's observers, support and administrators) opened this request, last first. Null for a viewer who takes no part in it. A read appears within ACCESS_TRAIL_FLUSH_MS (the trail is written in batches).",
    select: { id: true },
    resolve: async (request, _args, context) => (await outsideReadersOf(context, request.id)) ?? null,
  }),
}));

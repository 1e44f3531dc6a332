import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { calendarFeedStatus, createCalendarFeed, revokeCalendarFeed, type CalendarFeedStatus } from "../../domain/planning/calendar-feed.ts";
import { builder } from "../builder.ts";
import { UserRef } from "../directory/user.ts";
import "../domain-error.ts";

// Issue 23 item 4: the member's meetings and duty periods as an iCalendar feed at a secret
// address. REST: GET/POST/DELETE /calendar-feeds and GET /calendar-feeds/{token}.ics (the feed).

const CalendarFeedRef = builder.objectRef<CalendarFeedStatus>("CalendarFeed").implement({
  description: "The viewer's active calendar feed address (issue 23): when it was created and last fetched. The address itself is answered once, by createCalendarFeed.",
  fields: (t) => ({
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the address was created." }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true, description: "When a calendar last fetched the address; null if never." }),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  calendarFeed: t.field({
    type: CalendarFeedRef,
    nullable: true,
    description: "The account's active calendar feed (meetings and duty periods as iCalendar): for its owner only; null without one and on anyone else's account.",
    select: { id: true },
    resolve: (user, _args, context) => calendarFeedStatus({ db: context.prisma }, context.viewer, user.id),
  }),
}));

type Created = { userId: number; url: string };

const CalendarFeedCreatedRef = builder.objectRef<Created>("CalendarFeedCreated").implement({
  description: "A new calendar feed address; any previous one stopped working.",
  fields: (t) => ({
    url: t.exposeString("url", { description: "The secret address to subscribe to (Outlook, Google Calendar, Apple Calendar). Shown this once: only its hash is kept." }),
    user: t.prismaField({
      type: UserRef,
      description: "The viewer, with their calendar feed as it now is.",
      resolve: (query, parent, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.userId } }),
    }),
  }),
});

const CalendarFeedRevokedRef = builder.objectRef<{ userId: number; revokedAt: Date }>("CalendarFeedRevoked").implement({
  description: "The calendar feed address was revoked: calendars subscribed to it get nothing more.",
  fields: (t) => ({
    revokedAt: t.expose("revokedAt", { type: "DateTime", description: "When the address was revoked." }),
    user: t.prismaField({
      type: UserRef,
      description: "The viewer, now without a calendar feed.",
      resolve: (query, parent, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.userId } }),
    }),
  }),
});

const CreateCalendarFeedResult = builder.errorUnion("CreateCalendarFeedResult", {
  description: "The new address, or why it was refused.",
  types: [CalendarFeedCreatedRef, DomainError],
  resolveType: () => CalendarFeedCreatedRef,
});

const RevokeCalendarFeedResult = builder.errorUnion("RevokeCalendarFeedResult", {
  description: "The revocation, or why it was refused (not_found: no active address).",
  types: [CalendarFeedRevokedRef, DomainError],
  resolveType: () => CalendarFeedRevokedRef,
});

builder.mutationField("createCalendarFeed", (t) =>
  t.field({
    type: CreateCalendarFeedResult,
    authScopes: { validated: true },
    description: "Creates the viewer's calendar feed address (their meetings and duty periods as iCalendar) and answers it once; a previous address stops working: one active feed per member.",
    resolve: async (_root, _args, context) => {
      const viewer = requireViewer(context.viewer);
      const created = await createCalendarFeed(domainDeps(context), viewer);
      return { userId: viewer.userId, url: created.url };
    },
  }),
);

builder.mutationField("revokeCalendarFeed", (t) =>
  t.field({
    type: RevokeCalendarFeedResult,
    authScopes: { validated: true },
    description: "Revokes the viewer's calendar feed address: calendars subscribed to it get 404 from now on.",
    resolve: async (_root, _args, context) => {
      const viewer = requireViewer(context.viewer);
      const revoked = await revokeCalendarFeed(domainDeps(context), viewer);
      return { userId: viewer.userId, revokedAt: revoked.revokedAt };
    },
  }),
);

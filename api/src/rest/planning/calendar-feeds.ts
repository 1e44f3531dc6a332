import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { calendarFeedStatus, createCalendarFeed, revokeCalendarFeed } from "../../domain/planning/calendar-feed.ts";
import { serveCalendarFeed } from "../../domain/planning/calendar-feed-read.ts";
import { defineRoute } from "../route.ts";

// Issue 23 item 4: the member's meetings and duty periods as an iCalendar feed at a secret
// address (api/src/domain/planning/calendar-feed*.ts). The GraphQL equivalents are
// User.calendarFeed, createCalendarFeed and revokeCalendarFeed.

const feedStatusShape = z.object({
  active: z.boolean().describe("The caller has a feed address that works (created and not revoked)."),
  created_at: z.string().nullable().describe("When the active address was created (ISO 8601); null without one."),
  last_used_at: z.string().nullable().describe("When a calendar last fetched the active address (ISO 8601); null if never or without one."),
});

export const calendarFeedRoutes = [
  defineRoute({
    method: "GET",
    path: "/calendar-feeds/{token}.ics",
    operationId: "getCalendarFeed",
    tag: "planning",
    summary:
      "Issue 23: the iCalendar feed (text/calendar, RFC 5545) of the member who owns the secret address: their meetings and duty periods from 30 days back to a year ahead, times in UTC. No cookie and no CSRF header: the address is the credential. An unknown or revoked address answers 404 not_found; too many unknown addresses from one IP address, or too many fetches of one feed, answer 429 rate_limited.",
    auth: "public",
    errors: ["rate_limited"],
    params: z.object({ token: z.string().max(64).describe("The secret token of the feed's address.") }),
    response: z.string().describe("text/calendar"),
    handler: async (context, { params }) => {
      const text = await serveCalendarFeed(domainDeps(context), params.token);
      return {
        raw: new TextEncoder().encode(text),
        headers: {
          "content-type": "text/calendar; charset=utf-8",
          "content-disposition": 'inline; filename="consilium.ics"',
          "x-content-type-options": "nosniff",
          // The text is one member's agenda: no shared cache keeps it, and no referrer leaks the address.
          "cache-control": "private, no-store",
          "referrer-policy": "no-referrer",
        },
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/calendar-feeds",
    operationId: "getCalendarFeedStatus",
    tag: "planning",
    summary: "Issue 23: whether the caller has an active calendar feed address, when it was created and last fetched. The address itself is shown only once, at creation.",
    auth: "validated",
    response: feedStatusShape,
    handler: async (context) => {
      const viewer = requireViewer(context.viewer);
      const status = await calendarFeedStatus({ db: context.prisma }, viewer, viewer.userId);
      return { body: { active: status !== null, created_at: status?.createdAt.toISOString() ?? null, last_used_at: status?.lastUsedAt?.toISOString() ?? null } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/calendar-feeds",
    operationId: "createCalendarFeed",
    tag: "planning",
    summary:
      "Issue 23: creates the caller's calendar feed address and answers it, this once (only its hash is kept). A previous address stops working at once: one active feed per member.",
    auth: "validated",
    response: z.object({
      url: z.string().describe("The secret address to subscribe to in Outlook, Google Calendar or Apple Calendar; it cannot be read again."),
      created_at: z.string().describe("When the address was created (ISO 8601)."),
    }),
    handler: async (context) => {
      const created = await createCalendarFeed(domainDeps(context), requireViewer(context.viewer));
      return { status: 201, body: { url: created.url, created_at: created.createdAt.toISOString() } };
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/calendar-feeds",
    operationId: "revokeCalendarFeed",
    tag: "planning",
    summary: "Issue 23: revokes the caller's calendar feed address: calendars subscribed to it get 404 from now on. 404 not_found when there is no active address.",
    auth: "validated",
    errors: ["not_found"],
    response: z.object({ revoked_at: z.string().describe("When the address was revoked (ISO 8601).") }),
    handler: async (context) => {
      const revoked = await revokeCalendarFeed(domainDeps(context), requireViewer(context.viewer));
      return { body: { revoked_at: revoked.revokedAt.toISOString() } };
    },
  }),
];

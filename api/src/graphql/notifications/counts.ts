import { GraphQLError } from "graphql";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { notificationCounts, type NotificationCounts } from "../../domain/notifications/counts.ts";
import { sessionStillLive } from "../../domain/notifications/session-check.ts";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import type { CallContext } from "../../call/call-context.ts";
import { builder } from "../builder.ts";
import { END_STREAM, liveStream } from "./live-stream.ts";

type GroupCounter = NotificationCounts["groupCounters"][number];

const GroupCounterRef = builder.objectRef<GroupCounter>("GroupCounter").implement({
  description: "A group's counter in the menu (spec 2 §3 group_counters).",
  fields: (t) => ({
    groupId: t.id({ description: "The group's global id.", resolve: (counter) => encodeGlobalID("Group", counter.groupId) }),
    groupDatabaseId: t.exposeInt("groupId", { description: "The group's id in the REST API and in page URLs." }),
    available: t.exposeInt("available", {
      description: "Published requests of the group, still opened, in the topics the viewer watches, that the viewer does not take part in yet (what they could join).",
    }),
  }),
});

export const NotificationCountsRef = builder.objectRef<NotificationCounts>("NotificationCounts").implement({
  description: "The viewer's notification counts (spec 2 §3 \"Notification count\").",
  fields: (t) => ({
    fromMe: t.exposeInt("fromMe", { description: "Requests the viewer sent with something unread (the badge of \"My requests\")." }),
    toMe: t.exposeInt("toMe", { description: "Requests the viewer answers with something unread (the badge of \"My consults\")." }),
    inactivePending: t.exposeInt("inactivePending", { description: "Opened consults on the viewer's side without activity for more than a week." }),
    groupInvitations: t.exposeInt("groupInvitations", { description: "Group memberships the viewer was invited to and has not answered." }),
    groupCounters: t.field({
      type: [GroupCounterRef],
      description: "One counter per group where the viewer replies, supports or administers.",
      resolve: (counts) => counts.groupCounters,
    }),
  }),
});

function requireViewer(context: CallContext) {
  const viewer = context.viewer;
  if (!viewer) throw new GraphQLError(errorMessage("unauthenticated", context.locale), { extensions: { code: "unauthenticated" } });
  return viewer;
}

builder.queryField("notificationCounts", (t) =>
  t.field({
    type: NotificationCountsRef,
    authScopes: { validated: true },
    description: "The viewer's notification counts (the REST notification count read).",
    resolve: (_root, _args, context) => notificationCounts(context.prisma, requireViewer(context), context.now()),
  }),
);

/**
 * The counts now, then again at every countsChanged event of the viewer's own user. The current
 * counts come first so that a client that (re)connects is up to date without another query.
 * Each event re-checks the session: a revoked or expired one ends the subscription, even before
 * the socket layer closes the socket.
 */
function countsStream(context: CallContext): AsyncIterable<NotificationCounts> {
  const viewer = requireViewer(context);
  const counts = () => notificationCounts(context.prisma, viewer, context.now());
  return liveStream(context.pubsub.subscribe("countsChanged", viewer.userId), {
    initial: counts,
    each: async () => ((await sessionStillLive(context.prisma, viewer, context.now())) ? counts() : END_STREAM),
  });
}

builder.subscriptionField("notificationCountsChanged", (t) =>
  t.field({
    type: NotificationCountsRef,
    authScopes: { validated: true },
    description: "The viewer's notification counts: once when subscribed, then whenever they may have changed.",
    subscribe: (_root, _args, context) => countsStream(context),
    resolve: (counts) => counts,
  }),
);

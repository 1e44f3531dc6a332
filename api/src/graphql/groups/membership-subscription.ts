import { GraphQLError } from "graphql";
import type { CallContext } from "../../call/call-context.ts";
import { visibleGroupId } from "../../domain/groups/group-details.ts";
import type { MembershipOutcome } from "../../domain/groups/membership-commands.ts";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import { sessionStillLive } from "../../domain/notifications/session-check.ts";
import type { Viewer } from "../../domain/viewer.ts";
import { builder } from "../builder.ts";
import { decodeGlobalId, toDbId } from "../ids.ts";
import { END_STREAM, liveStream } from "../notifications/live-stream.ts";
import { MembershipChangedRef } from "./membership-changed.ts";

// Spec 1 §4: the group page follows the viewer's own membership live, so that an admin's answer
// given in another browser (accepted: the welcome dialog; refused, invited, deleted: the buttons)
// shows without a reload.

/**
 * The viewer's membershipChanged events of one group. The event map keys them by the member's
 * user, so nobody hears of another's membership; each is re-checked before delivery: the session
 * must still be live, else the subscription ends.
 */
function ownMembershipEvents(context: CallContext, viewer: Viewer, groupId: number): AsyncIterable<MembershipOutcome> {
  return liveStream(context.pubsub.subscribe("membershipChanged", viewer.userId), {
    each: async (event) => {
      if (event.groupId !== groupId) return null;
      if (!(await sessionStillLive(context.prisma, viewer, context.now()))) return END_STREAM;
      return { membershipId: event.membershipId, groupId: event.groupId, status: event.status };
    },
  });
}

builder.subscriptionField("membershipChanged", (t) =>
  t.field({
    type: MembershipChangedRef,
    authScopes: { validated: true },
    description:
      "Fires when the viewer's own membership of the group changes (applied, invited, accepted, refused, cancelled, left, deleted or edited by an admin): the membership and the group as they are now, for the group page's buttons, badges and welcome dialog.",
    args: { groupId: t.arg.id({ required: true, description: "Global id of a group the viewer may see." }) },
    subscribe: async (_root, args, context) => {
      const decoded = decodeGlobalId(String(args.groupId));
      const groupId = decoded.typename === "Group" ? toDbId(decoded.id) : 0;
      const viewer = context.viewer;
      if (!viewer || groupId === 0 || (await visibleGroupId(context.prisma, viewer, groupId)) === null) {
        throw new GraphQLError(errorMessage("not_found", context.locale), { extensions: { code: "not_found" } });
      }
      return ownMembershipEvents(context, viewer, groupId);
    },
    resolve: (outcome) => outcome,
  }),
);

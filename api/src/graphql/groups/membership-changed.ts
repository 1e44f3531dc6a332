import { encodeGlobalID } from "@pothos/plugin-relay";
import type { MembershipOutcome } from "../../domain/groups/membership-commands.ts";
import { readableMembershipWhere } from "../../domain/groups/membership-access.ts";
import { builder } from "../builder.ts";
import { MembershipStatusEnum } from "../requests/recipients.ts";
import { GroupRef } from "./group.ts";
import { MembershipRef } from "./membership.ts";

/**
 * A membership after a transition: what the membership mutations answer and what the
 * membershipChanged subscription delivers. The membership is read through the access gate: the
 * actor of a mutation (the member or an admin) and the member hearing of it may read it.
 */
export const MembershipChangedRef = builder.objectRef<MembershipOutcome>("MembershipChanged").implement({
  description: "A membership after a transition; `membership` is null when it is gone (refused, cancelled, left or deleted).",
  fields: (t) => ({
    membershipId: t.id({ description: "The membership's global id (also when it is gone).", resolve: (outcome) => encodeGlobalID("Membership", outcome.membershipId) }),
    status: t.field({ type: MembershipStatusEnum, nullable: true, description: "Its status now; null when it is gone.", resolve: (outcome) => outcome.status }),
    membership: t.prismaField({
      type: MembershipRef,
      nullable: true,
      description: "The membership now; null when it is gone.",
      resolve: (query, outcome, _args, context) =>
        outcome.status ? context.prisma.membership.findFirst({ ...query, where: { id: outcome.membershipId, AND: [readableMembershipWhere(context.viewer)] } }) : null,
    }),
    group: t.prismaField({
      type: GroupRef,
      description: "The group, to refresh its counts and the viewer's buttons.",
      resolve: (query, outcome, _args, context) => context.prisma.group.findUniqueOrThrow({ ...query, where: { id: outcome.groupId } }),
    }),
  }),
});

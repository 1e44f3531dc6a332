import { requireViewer } from "../../domain/access.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { inviteMember } from "../../domain/groups/invite-member.ts";
import { acceptMembership, applyToGroup, endMembership, leaveGroup, markMembershipWelcomed, type EndAction } from "../../domain/groups/membership-commands.ts";
import { updateMembership } from "../../domain/groups/update-membership.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";
import { decodeGlobalId } from "../ids.ts";
import { MembershipChangedRef } from "./membership-changed.ts";

// Spec 1 §4 membership transitions and the member edit of §2: thin adapters over
// domain/groups/membership-commands.ts, invite-member.ts and update-membership.ts.

/** The database id of a global id of the given type, or 0 (no row) for anything else. */
function idOf(globalId: string, typename: string): number {
  const decoded = decodeGlobalId(globalId);
  return decoded.typename === typename ? Number(decoded.id) : 0;
}

const GroupMembershipInput = builder.inputType("GroupMembershipInput", {
  description: "A group the viewer joins or leaves.",
  fields: (t) => ({ groupId: t.id({ required: true, description: "The group's global id." }) }),
});

const MembershipRefInput = builder.inputType("MembershipRefInput", {
  description: "A membership to act on.",
  fields: (t) => ({ membershipId: t.id({ required: true, description: "The membership's global id." }) }),
});

const capabilityFields = (t: Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0]) => ({
  canAdmin: t.boolean({ description: "Administrator." }),
  canReply: t.boolean({ description: "Expert: answers requests." }),
  canSendFromGroup: t.boolean({ description: "Requester: sends requests on the group's behalf." }),
  canSupport: t.boolean({ description: "Administrative support." }),
  canShadow: t.boolean({ description: "Observer." }),
  canAsk: t.boolean({ description: "May send requests to the group's topics." }),
  canIntegrateAct: t.boolean({ description: "Integrates the group's acts (administrative data)." }),
  canIntegrateReport: t.boolean({ description: "Integrates the group's reports (administrative data)." }),
  title: t.string({ description: "Title in the group (120 characters at most); empty clears it." }),
  allTopics: t.boolean({ description: "Covers every topic (needs an admin of every topic)." }),
  topicIds: t.idList({ description: "Topic global ids the member covers when not all_topics: only topics the viewer administers (others the member has stay)." }),
});

const InviteMemberInput = builder.inputType("InviteMemberInput", {
  description: "Spec 1 §5 member add: a professional of the group's country, with their capabilities and topics.",
  fields: (t) => ({
    groupId: t.id({ required: true, description: "The group's global id." }),
    professionalId: t.id({ required: true, description: "The professional's global id." }),
    contact: t.string({ description: "E-mail or mobile phone of the group's country, required for a professional without an account (invalid_contact otherwise)." }),
    ...capabilityFields(t),
  }),
});

const UpdateMembershipInput = builder.inputType("UpdateMembershipInput", {
  description: "An admin's edit of a member: only the fields given change.",
  fields: (t) => ({
    membershipId: t.id({ required: true, description: "The membership's global id." }),
    ...capabilityFields(t),
  }),
});

type EditFields = {
  canAdmin?: boolean | null;
  canReply?: boolean | null;
  canSendFromGroup?: boolean | null;
  canSupport?: boolean | null;
  canShadow?: boolean | null;
  canAsk?: boolean | null;
  canIntegrateAct?: boolean | null;
  canIntegrateReport?: boolean | null;
  title?: string | null;
  allTopics?: boolean | null;
  topicIds?: (string | number)[] | null;
};

/** Only the fields given: GraphQL null and absent both mean "unchanged". */
function editOf(input: EditFields) {
  const flags = (["canAdmin", "canReply", "canSendFromGroup", "canSupport", "canShadow", "canAsk", "canIntegrateAct", "canIntegrateReport", "allTopics"] as const).flatMap((key) => {
    const value = input[key];
    return value == null ? [] : [[key, value] as const];
  });
  return {
    ...Object.fromEntries(flags),
    ...(input.title != null ? { title: input.title } : {}),
    ...(input.topicIds != null ? { topicIds: input.topicIds.map((id) => idOf(String(id), "Topic")) } : {}),
  };
}

const result = (name: string) =>
  builder.errorUnion(name, { description: "The membership after the action, or why it was refused.", types: [MembershipChangedRef, DomainError], resolveType: () => MembershipChangedRef });

builder.mutationField("applyToGroup", (t) =>
  t.field({
    type: result("ApplyToGroupResult"),
    authScopes: { validated: true },
    description:
      "Joins a group (spec 1 §4): an application that admins accept or refuse; a group that accepts applications automatically makes the viewer a member at once (while a seat is free). A pending invitation is accepted instead. already_member when the viewer already applied or is a member.",
    args: { input: t.arg({ type: GroupMembershipInput, required: true, description: "The group." }) },
    resolve: (_root, { input }, context) => applyToGroup(domainDeps(context), requireViewer(context.viewer), { groupId: idOf(String(input.groupId), "Group") }),
  }),
);

builder.mutationField("inviteMember", (t) =>
  t.field({
    type: result("InviteMemberResult"),
    authScopes: { validated: true },
    description:
      "An admin adds a professional (spec 1 §5): the membership is INVITED until the invitee answers; they are told by e-mail or text message in their language. Refused with already_member, impossible_to_add, invalid_contact, no_licence_available, topics_not_administered.",
    args: { input: t.arg({ type: InviteMemberInput, required: true, description: "Who to add, with their capabilities and topics." }) },
    resolve: (_root, { input }, context) =>
      inviteMember(domainDeps(context), requireViewer(context.viewer), {
        groupId: idOf(String(input.groupId), "Group"),
        professionalId: idOf(String(input.professionalId), "Professional"),
        ...(input.contact != null ? { contact: input.contact } : {}),
        ...editOf(input),
      }),
  }),
);

builder.mutationField("acceptMembership", (t) =>
  t.field({
    type: result("AcceptMembershipResult"),
    authScopes: { validated: true },
    description: "An admin accepts an application, or the invitee accepts an invitation: the membership becomes ONGOING. no_licence_available when no seat is free; membership_changed when someone answered first.",
    args: { input: t.arg({ type: MembershipRefInput, required: true, description: "The membership." }) },
    resolve: (_root, { input }, context) => acceptMembership(domainDeps(context), requireViewer(context.viewer), { membershipId: idOf(String(input.membershipId), "Membership") }),
  }),
);

const endings: { name: string; action: EndAction; description: string }[] = [
  { name: "refuseMembership", action: "refuse", description: "An admin refuses an application, or the invitee refuses an invitation: the membership is removed." },
  { name: "cancelMembership", action: "cancel", description: "The applicant cancels their application, or an admin cancels an invitation: the membership is removed." },
  {
    name: "deleteMembership",
    action: "delete",
    description: "An admin removes an ongoing member. Refused with topics_not_administered (the member has categories the viewer does not administer) or contact_support (an insider of a group without seat limit).",
  },
];

for (const ending of endings) {
  const typeName = `${ending.name.charAt(0).toUpperCase()}${ending.name.slice(1)}Result`;
  builder.mutationField(ending.name, (t) =>
    t.field({
      type: result(typeName),
      authScopes: { validated: true },
      description: ending.description,
      args: { input: t.arg({ type: MembershipRefInput, required: true, description: "The membership." }) },
      resolve: (_root, { input }, context) => endMembership(domainDeps(context), requireViewer(context.viewer), { membershipId: idOf(String(input.membershipId), "Membership") }, ending.action),
    }),
  );
}

builder.mutationField("leaveGroup", (t) =>
  t.field({
    type: result("LeaveGroupResult"),
    authScopes: { validated: true },
    description: "The viewer leaves a group they are an ongoing member of: the membership is removed.",
    args: { input: t.arg({ type: GroupMembershipInput, required: true, description: "The group." }) },
    resolve: (_root, { input }, context) => leaveGroup(domainDeps(context), requireViewer(context.viewer), { groupId: idOf(String(input.groupId), "Group") }),
  }),
);

builder.mutationField("updateMembership", (t) =>
  t.field({
    type: result("UpdateMembershipResult"),
    authScopes: { validated: true },
    description: "An admin edits a member: capabilities, title, topics (only those the admin administers). no_licence_available when the member would take a seat and none is free.",
    args: { input: t.arg({ type: UpdateMembershipInput, required: true, description: "The member and the fields that change." }) },
    resolve: (_root, { input }, context) =>
      updateMembership(domainDeps(context), requireViewer(context.viewer), { membershipId: idOf(String(input.membershipId), "Membership"), ...editOf(input) }),
  }),
);

builder.mutationField("markMembershipWelcomed", (t) =>
  t.field({
    type: result("MarkMembershipWelcomedResult"),
    authScopes: { validated: true },
    description: "The viewer saw the welcome dialog of their ongoing membership (spec 1 §4): it is not shown again.",
    args: { input: t.arg({ type: MembershipRefInput, required: true, description: "The membership." }) },
    resolve: (_root, { input }, context) => markMembershipWelcomed(domainDeps(context), requireViewer(context.viewer), { membershipId: idOf(String(input.membershipId), "Membership") }),
  }),
);

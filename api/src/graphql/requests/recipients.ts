import { queryFromInfo } from "@pothos/plugin-prisma";
import type { GraphQLResolveInfo } from "graphql";
import { MembershipStatus, PartyType, RecipientProfessionalMode } from "../../db/generated/prisma/enums.ts";
import { visibleProfessionalWhere } from "../../domain/directory/access.ts";
import { visibleGroupWhere, visibleTopicWhere } from "../../domain/groups/access.ts";
import { groupFactsOf, groupFactsSelect, groupRecipientContexts, loadSenderProfile, professionalRecipientContexts, topicFactsOf, topicFactsSelect, type RecipientContext } from "../../domain/requests/recipient-contexts.ts";
import { searchRecipients, type RecipientSuggestions } from "../../domain/requests/recipient-search.ts";
import { isDraftable, topicContextVerdict, type RecipientReason, type SenderProfile } from "../../domain/requests/recipient-status.ts";
import { isCurrentlyAway, topicAcceptsSpecialty } from "../../domain/requests/specialty-gate.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { SEARCH_MAX_LENGTH } from "../../domain/rules/search-text.ts";
import type { CallContext } from "../../call/call-context.ts";
import { builder } from "../builder.ts";
import { ProfessionalRef } from "../directory/user.ts";
import { GroupRef, TopicRef } from "../groups/group.ts";

// Spec 1 §2 "Recipient-selection flow" and §4: search, then the chosen recipient's contexts.

export const PartyTypeEnum = builder.enumType(PartyType, {
  name: "PartyType",
  description: "A professional or a group (sender_type, recipient_type).",
  values: { PROFESSIONAL: { description: "One professional." }, GROUP: { description: "A group (network), possibly through one of its topics." } },
});
export const MembershipStatusEnum = builder.enumType(MembershipStatus, {
  name: "MembershipStatus",
  description: "Where a professional's membership of a group stands (spec 1 §4).",
  values: {
    APPLYING: { description: "Asked to join; waits for a group administrator." },
    INVITED: { description: "Invited by a group administrator; waits for the professional's answer." },
    ONGOING: { description: "A member, with the capabilities of the membership." },
  },
});
const RecipientProfessionalModeEnum = builder.enumType(RecipientProfessionalMode, {
  name: "RecipientProfessionalMode",
  description: "Whether a request to the topic may (ALLOW), must (REQUIRE) or must not (PREVENT) name one of its experts.",
  values: {
    ALLOW: { description: "The requester may name one of the topic's experts, or none." },
    REQUIRE: { description: "The requester must name one of the topic's experts before sending." },
    PREVENT: { description: "Requests go to the topic as a whole; naming an expert is refused." },
  },
});

const RecipientContextStatusEnum = builder.enumType("RecipientContextStatus", {
  description: "Spec 1 §3 \"Recipient context\" status for the viewer.",
  values: {
    AVAILABLE: { value: "available", description: "The viewer may write to it now." },
    DRAFTABLE: { value: "draftable", description: "The viewer may write a draft; something stands before it is received (see reason): show the information step." },
    UNAVAILABLE: { value: "unavailable", description: "A group the viewer must join first: show the join-network panel." },
    UNACCEPTED: { value: "unaccepted", description: "The recipient does not take this viewer's requests (see reason)." },
    UNREGISTERED: { value: "unregistered", description: "A professional without an account: a draft is possible; show the invite prompt." },
  } as const,
});

const REASONS = [
  "self",
  "country",
  "sender_individual_disabled",
  "no_individual_requests",
  "specialty",
  "away",
  "not_recipient_group",
  "professional_prevented",
  "not_an_expert",
  "not_a_requester",
  "not_member",
  "application_pending",
  "invitation_pending",
  "professional_required",
  "recipient_not_validated",
  "no_account",
] as const satisfies readonly RecipientReason[];

const REASON_DESCRIPTIONS: Record<(typeof REASONS)[number], string> = {
  self: "The professional is the viewer.",
  country: "The recipient practises in another country than the viewer.",
  sender_individual_disabled: "The viewer's account does not send requests to individual professionals.",
  no_individual_requests: "The professional takes no requests addressed to them personally.",
  specialty: "The recipient does not take requests from the viewer's specialty.",
  away: "The recipient is away and takes no requests meanwhile (blocking away message).",
  not_recipient_group: "The group does not receive requests (a sender group).",
  professional_prevented: "The topic refuses requests naming one of its experts.",
  not_an_expert: "The named professional is not an expert of the topic.",
  not_a_requester: "The viewer is a member of the group without the right to send it requests.",
  not_member: "The viewer has not joined the group.",
  application_pending: "The viewer applied to the group; the request is received once the application is accepted.",
  invitation_pending: "The viewer is invited to the group; the request is received once the invitation is accepted.",
  professional_required: "The topic needs one of its experts to be named before sending.",
  recipient_not_validated: "The professional's account is not validated yet; the request waits for it.",
  no_account: "The professional has no account yet: invite them.",
};

const RecipientContextReasonEnum = builder.enumType("RecipientContextReason", {
  description: "Why a recipient context is not simply available.",
  values: Object.fromEntries(REASONS.map((reason) => [reason.toUpperCase(), { value: reason, description: REASON_DESCRIPTIONS[reason] }])) as Record<
    Uppercase<RecipientReason>,
    { value: RecipientReason; description: string }
  >,
});

/**
 * The viewer as a sender, read once per call however many topics ask for it (selfCanDraft on a
 * list of topics would otherwise read the viewer's user once per topic).
 */
const senderProfiles = new WeakMap<CallContext, Promise<SenderProfile | null>>();
export function senderProfileOf(context: CallContext): Promise<SenderProfile | null> {
  let profile = senderProfiles.get(context);
  if (!profile) {
    profile = loadSenderProfile(context.prisma, context.viewer);
    senderProfiles.set(context, profile);
  }
  return profile;
}

type Row = { id: number };
type LoadedContext = RecipientContext & { professional: Row | null; group: Row | null; topic: Row | null };

const RecipientContextRef = builder.objectRef<LoadedContext>("RecipientContext").implement({
  description: "Spec 1 §3: one way the viewer can address a request, and whether the viewer may.",
  fields: (t) => ({
    key: t.exposeString("key", { description: "Stable key of the context, e.g. group:3:topic:7 or professional:12." }),
    recipientType: t.field({ type: PartyTypeEnum, description: "PROFESSIONAL: to one professional. GROUP: to a group topic.", resolve: (c) => c.recipientType }),
    recipientProfessionalId: t.int({ nullable: true, description: "Database id: the professional, or the named expert of a group topic.", resolve: (c) => c.recipientProfessionalId }),
    recipientGroupId: t.int({ nullable: true, description: "Database id of the recipient group.", resolve: (c) => c.recipientGroupId }),
    recipientTopicId: t.int({ nullable: true, description: "Database id of the recipient topic.", resolve: (c) => c.recipientTopicId }),
    recipientProfessional: t.field({ type: ProfessionalRef, nullable: true, description: "The professional or named expert.", resolve: (c) => c.professional }),
    recipientGroup: t.field({ type: GroupRef, nullable: true, description: "The recipient group.", resolve: (c) => c.group }),
    recipientTopic: t.field({ type: TopicRef, nullable: true, description: "The recipient topic.", resolve: (c) => c.topic }),
    status: t.field({ type: RecipientContextStatusEnum, description: "What the viewer may do with it.", resolve: (c) => c.status }),
    reason: t.field({ type: RecipientContextReasonEnum, nullable: true, description: "Why it is not simply available.", resolve: (c) => c.reason }),
    membershipStatus: t.field({ type: MembershipStatusEnum, nullable: true, description: "The viewer's membership in the recipient group.", resolve: (c) => c.membershipStatus }),
  }),
});

const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
const byId = <T extends Row>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** The professionals, groups and topics of the contexts, one access-filtered query per kind. */
async function loadRows(context: CallContext, info: GraphQLResolveInfo, contexts: RecipientContext[]): Promise<LoadedContext[]> {
  const viewer = context.viewer;
  const [professionals, groups, topics] = await Promise.all([
    context.prisma.professional.findMany({
      ...queryFromInfo({ context, info, path: ["recipientProfessional"], select: { id: true } }),
      where: { id: { in: ids(contexts.map((c) => c.recipientProfessionalId)) }, AND: [visibleProfessionalWhere(viewer)] },
    }),
    context.prisma.group.findMany({
      ...queryFromInfo({ context, info, path: ["recipientGroup"], select: { id: true } }),
      where: { id: { in: ids(contexts.map((c) => c.recipientGroupId)) }, AND: [visibleGroupWhere(viewer)] },
    }),
    context.prisma.topic.findMany({
      ...queryFromInfo({ context, info, path: ["recipientTopic"], select: { id: true } }),
      where: { id: { in: ids(contexts.map((c) => c.recipientTopicId)) }, AND: [visibleTopicWhere(viewer)] },
    }),
  ]);
  const [p, g, tp] = [byId(professionals), byId(groups), byId(topics)];
  return contexts.map((c) => ({
    ...c,
    professional: c.recipientProfessionalId === null ? null : (p.get(c.recipientProfessionalId) ?? null),
    group: c.recipientGroupId === null ? null : (g.get(c.recipientGroupId) ?? null),
    topic: c.recipientTopicId === null ? null : (tp.get(c.recipientTopicId) ?? null),
  }));
}

builder.queryField("recipientContexts", (t) =>
  t.field({
    type: [RecipientContextRef],
    authScopes: { validated: true },
    description:
      "Spec 1 §4: how the viewer can address the chosen professional (directly, or through the topics where they are an expert) or group (one context per topic). Give exactly one id; an unknown one answers an empty list.",
    args: {
      professionalId: t.arg.int({ required: false, description: "Database id of a professional (r_professional)." }),
      groupId: t.arg.int({ required: false, description: "Database id of a recipient group (r_group)." }),
    },
    resolve: async (_root, args, context, info) => {
      const sender = await senderProfileOf(context);
      const professionalId = dbIdSchema.safeParse(args.professionalId);
      const groupId = dbIdSchema.safeParse(args.groupId);
      if (!sender || professionalId.success === groupId.success) return [];
      const now = context.now();
      const contexts = professionalId.success
        ? await professionalRecipientContexts(context.prisma, sender, professionalId.data, now)
        : await groupRecipientContexts(context.prisma, sender, groupId.success ? groupId.data : 0, now);
      return loadRows(context, info, contexts);
    },
  }),
);

const RecipientSuggestionsRef = builder.objectRef<RecipientSuggestions>("RecipientSuggestions").implement({
  description: "Spec 1 §9: at most 12 suggestions in all, at most 6 of one kind.",
  fields: (t) => ({
    professionals: t.field({
      type: [ProfessionalRef],
      description: "Professionals of the directory, with or without an account (isRegistered).",
      resolve: async (found, _args, context, info) => {
        const rows = await context.prisma.professional.findMany({
          ...queryFromInfo({ context, info, select: { id: true } }),
          where: { id: { in: found.professionalIds }, AND: [visibleProfessionalWhere(context.viewer)] },
        });
        return inOrder(found.professionalIds, rows);
      },
    }),
    groups: t.field({
      type: [GroupRef],
      description: "Recipient groups (networks).",
      resolve: async (found, _args, context, info) => {
        const rows = await context.prisma.group.findMany({ ...queryFromInfo({ context, info, select: { id: true } }), where: { id: { in: found.groupIds }, AND: [visibleGroupWhere(context.viewer)] } });
        return inOrder(found.groupIds, rows);
      },
    }),
    topics: t.field({
      type: [TopicRef],
      description: "Topics (categories) of recipient groups.",
      resolve: async (found, _args, context, info) => {
        const rows = await context.prisma.topic.findMany({ ...queryFromInfo({ context, info, select: { id: true } }), where: { id: { in: found.topicIds }, AND: [visibleTopicWhere(context.viewer)] } });
        return inOrder(found.topicIds, rows);
      },
    }),
  }),
});

function inOrder<T extends Row>(order: number[], rows: T[]): T[] {
  const map = byId(rows);
  return order.flatMap((id) => {
    const row = map.get(id);
    return row ? [row] : [];
  });
}

builder.queryField("recipientSearch", (t) =>
  t.field({
    type: RecipientSuggestionsRef,
    authScopes: { validated: true },
    description: "Spec 1 §4 \"search recipient\": every word must match, accents and case ignored; an empty query finds nothing.",
    args: { query: t.arg.string({ required: true, description: `The words typed (at most ${SEARCH_MAX_LENGTH} characters are read).` }) },
    resolve: async (_root, args, context) => {
      const sender = await senderProfileOf(context);
      if (!sender) return { professionalIds: [], groupIds: [], topicIds: [] };
      return searchRecipients(context.prisma, sender, args.query);
    },
  }),
);

builder.prismaObjectFields(ProfessionalRef, (t) => ({
  databaseId: t.exposeInt("id", { description: "The id REST and page URLs use (r_professional)." }),
}));

builder.prismaObjectFields(GroupRef, (t) => ({
  databaseId: t.exposeInt("id", { description: "The id REST and page URLs use (r_group, /group/{id})." }),
  description: t.exposeString("description", { nullable: true, description: "The group's presentation." }),
  isPanel: t.exposeBoolean("isPanel", { description: "A closed expert panel: only its members with can_ask send it requests." }),
  autoAcceptsApplication: t.exposeBoolean("autoAcceptsApplication", { description: "Applications to join are accepted at once." }),
  acceptsAllSpecialties: t.exposeBoolean("acceptsAllSpecialties", { description: "Takes requests from every specialty (else accepted_specialty_codes)." }),
  acceptedSpecialtyCodes: t.exposeStringList("acceptedSpecialtyCodes", { description: "Specialty codes the group takes requests from, when not all." }),
  membershipStatus: t.field({
    type: MembershipStatusEnum,
    nullable: true,
    description: "The viewer's membership in the group, if any.",
    select: (_args, context) => ({ memberships: { where: { professionalId: context.viewer?.professionalId ?? 0 }, select: { status: true }, take: 1 } }),
    resolve: (group) => group.memberships[0]?.status ?? null,
  }),
  selfCanDraft: t.boolean({
    description: "Spec 1 §6: the viewer may write a request to at least one topic of the group.",
    select: (_args, context) => {
      const { group: _group, ...topic } = topicFactsSelect(context.viewer?.professionalId ?? null);
      return { ...groupFactsSelect(context.viewer?.professionalId ?? null), topics: { select: topic } };
    },
    resolve: async (row, _args, context) => {
      const sender = await senderProfileOf(context);
      if (!sender) return false;
      const { topics, ...group } = row;
      const facts = groupFactsOf(group);
      return topics.some((topic) => isDraftable(topicContextVerdict(sender, { ...topic, group: facts }, context.now()).status));
    },
  }),
}));

builder.prismaObjectFields(TopicRef, (t) => ({
  databaseId: t.exposeInt("id", { description: "The id REST and page URLs use (r_topic)." }),
  description: t.exposeString("description", { nullable: true, description: "What the topic is for (the web collapses it after 450 characters)." }),
  instructions: t.exposeString("instructions", { nullable: true, description: "Medical instructions shown to requesters before they write." }),
  recipientProfessionalMode: t.expose("recipientProfessionalMode", { type: RecipientProfessionalModeEnum, description: "Whether a request may, must or must not name an expert." }),
  acceptsAllSpecialties: t.exposeBoolean("acceptsAllSpecialties", { description: "Takes requests from every specialty (else acceptedSpecialtyCodes)." }),
  acceptedSpecialtyCodes: t.exposeStringList("acceptedSpecialtyCodes", { description: "Specialty codes the topic takes requests from, when not all." }),
  awayMessageActive: t.exposeBoolean("awayMessageActive", { description: "An away message is set." }),
  awayMessage: t.exposeString("awayMessage", { nullable: true, description: "The away message." }),
  awaySince: t.expose("awaySince", { type: "DateTime", nullable: true, description: "Start of the away period." }),
  awayUntil: t.expose("awayUntil", { type: "DateTime", nullable: true, description: "End of the away period (exclusive)." }),
  awayBlocking: t.exposeBoolean("awayBlocking", { description: "While away, the topic takes no request." }),
  isCurrentlyAway: t.boolean({
    description: "The away message is on and now falls in its period.",
    select: { awayMessageActive: true, awayBlocking: true, awaySince: true, awayUntil: true },
    resolve: (topic, _args, context) => isCurrentlyAway(topic, context.now()),
  }),
  selfSpecialtyAccepted: t.boolean({
    description: "The viewer's specialty is accepted by the topic and by its group.",
    select: { acceptsAllSpecialties: true, acceptedSpecialtyCodes: true, group: { select: { acceptsAllSpecialties: true, acceptedSpecialtyCodes: true } } },
    resolve: async (topic, _args, context) => {
      const sender = await senderProfileOf(context);
      return sender !== null && topicAcceptsSpecialty(topic, topic.group, sender.specialtyCode);
    },
  }),
  experts: t.field({
    type: [ProfessionalRef],
    description:
      "Spec 1 §4 \"specialist choice\": the experts a request to this topic may name (ongoing members who reply on it), by name; none when the topic prevents nominative requests. One query per topic asked: meant for the chosen topic.",
    select: {
      recipientProfessionalMode: true,
      membershipTopics: { where: { membership: { status: "ONGOING", canReply: true } }, select: { membership: { select: { professionalId: true } } } },
      group: { select: { memberships: { where: { status: "ONGOING", canReply: true, allTopics: true }, select: { professionalId: true } } } },
    },
    resolve: async (topic, _args, context, info) => {
      if (topic.recipientProfessionalMode === "PREVENT") return [];
      const expertIds = [...new Set([...topic.membershipTopics.map((m) => m.membership.professionalId), ...topic.group.memberships.map((m) => m.professionalId)])];
      return context.prisma.professional.findMany({
        ...queryFromInfo({ context, info, select: { id: true } }),
        where: { id: { in: expertIds }, AND: [visibleProfessionalWhere(context.viewer)] },
        orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      });
    },
  }),
  selfCanDraft: t.boolean({
    description: "Spec 1 §5: the viewer may write a request to this topic (not unavailable, not unaccepted: specialty, away with blocking...).",
    select: (_args, context) => topicFactsSelect(context.viewer?.professionalId ?? null),
    resolve: async (topic, _args, context) => {
      const sender = await senderProfileOf(context);
      return sender !== null && isDraftable(topicContextVerdict(sender, topicFactsOf(topic), context.now()).status);
    },
  }),
}));

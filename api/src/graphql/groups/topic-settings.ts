import { requireViewer } from "../../domain/access.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { visibleGroupWhere, visibleTopicWhere } from "../../domain/groups/access.ts";
import { currentAwayOf, lastAwayDayOf, type CurrentAway } from "../../domain/groups/away-period.ts";
import { setMyAway } from "../../domain/groups/my-away.ts";
import { canAdminGroup, standingFromRows, viewerMembershipSelect } from "../../domain/groups/standing.ts";
import { canEditTopic } from "../../domain/groups/topic-access.ts";
import { setTopicAcceptedProfessions, setTopicAway, setTopicInstructions, updateGroupDescription, updateTopicDescription } from "../../domain/groups/topic-settings.ts";
import { DomainError } from "../../domain/errors.ts";
import { visibleUserWhere } from "../../domain/directory/access.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import "../domain-error.ts";
import { ProfessionalRef, UserRef } from "../directory/user.ts";
import { GroupRef, TopicRef } from "./group.ts";

// Spec 1 §3 to §6: a group's information tab (descriptions) and a topic's settings (medical
// instructions, accepted professions, away message), read and edited.

/** A global id of this type; anything else (another type, malformed) is a row that does not exist. */
export function dbIdOf(globalId: { typename: string; id: string }, typename: string): number {
  const id = globalId.typename === typename ? toDbId(globalId.id) : 0;
  if (id === 0) throw new DomainError("not_found");
  return id;
}

const AwayNoticeKindEnum = builder.enumType("AwayNoticeKind", {
  description: "Spec 1 §8: which away message the screens show.",
  values: {
    REQUESTS_DISABLED: { value: "requests_disabled", description: "A topic away with blocking: requests disabled until the last day." },
    REQUESTS_DELAYED: { value: "requests_delayed", description: "A topic away without blocking: requests treated only after the last day." },
    USER_AWAY: { value: "user_away", description: "A professional away until the last day." },
  } as const,
});

const CurrentAwayRef = builder.objectRef<CurrentAway>("CurrentAway").implement({
  description: "The away period in force now (spec 1 §3 current_away_*).",
  fields: (t) => ({
    kind: t.field({ type: AwayNoticeKindEnum, description: "Which of the three away messages applies.", resolve: (a) => a.kind }),
    blocking: t.exposeBoolean("blocking", { description: "No request is taken while away." }),
    since: t.expose("since", { type: "DateTime", nullable: true, description: "Start of the period." }),
    until: t.expose("until", { type: "DateTime", nullable: true, description: "End of the period, exclusive (the day after the last day)." }),
    lastDay: t.exposeString("lastDay", { nullable: true, description: "The last day away, YYYY-MM-DD, as chosen in the away modal." }),
    message: t.exposeString("message", { nullable: true, description: "The free text of the away message." }),
  }),
});

const awaySelect = { awayMessageActive: true, awayBlocking: true, awaySince: true, awayUntil: true, awayMessage: true } as const;

builder.prismaObjectFields(TopicRef, (t) => ({
  currentAway: t.field({
    type: CurrentAwayRef,
    nullable: true,
    description: "The away period in force now, or null.",
    select: awaySelect,
    resolve: (topic, _args, context) => currentAwayOf(topic, context.now(), "topic"),
  }),
  awayLastDay: t.string({
    nullable: true,
    description: "The last day of the stored away period (YYYY-MM-DD), to fill the away modal.",
    select: { awayUntil: true },
    resolve: (topic) => (topic.awayUntil ? lastAwayDayOf(topic.awayUntil) : null),
  }),
  viewerCanEdit: t.boolean({
    description: "Spec 1 §6: the viewer edits this topic's description, instructions, accepted professions, away message and templates (group admins, members with all_topics or this topic).",
    select: (_args, context) => ({ id: true, group: { select: { memberships: viewerMembershipSelect(context.viewer) } } }),
    resolve: (topic, _args, context) => context.viewer?.validated === true && canEditTopic(standingFromRows(context.viewer, topic.group.memberships), topic.id),
  }),
}));

builder.prismaObjectFields(GroupRef, (t) => ({
  viewerCanEditDescription: t.boolean({
    description: "Spec 1 §6: the viewer edits the group's description (group admins and super users).",
    select: (_args, context) => ({ memberships: viewerMembershipSelect(context.viewer) }),
    resolve: (group, _args, context) => context.viewer?.validated === true && canAdminGroup(standingFromRows(context.viewer, group.memberships)),
  }),
}));

builder.prismaObjectFields(UserRef, (t) => ({
  currentAway: t.field({
    type: CurrentAwayRef,
    nullable: true,
    description: "The user's away period in force now (spec 1 §8 \"away until a date\"), or null.",
    select: awaySelect,
    resolve: (user, _args, context) => currentAwayOf(user, context.now(), "user"),
  }),
}));

builder.prismaObjectFields(ProfessionalRef, (t) => ({
  currentAway: t.field({
    type: CurrentAwayRef,
    nullable: true,
    description: "The away period in force now of the professional's account (spec 1 §8 \"away until a date\"), or null.",
    select: { user: { select: awaySelect } },
    resolve: (professional, _args, context) => (professional.user ? currentAwayOf(professional.user, context.now(), "user") : null),
  }),
}));

type TopicSaved = { topicId: number };
type GroupSaved = { groupId: number };

const TopicSavedRef = builder.objectRef<TopicSaved>("TopicSaved").implement({
  description: "A topic's settings were saved.",
  fields: (t) => ({
    topic: t.prismaField({
      type: TopicRef,
      description: "The topic as saved.",
      resolve: (query, parent, _args, context) => context.prisma.topic.findFirstOrThrow({ ...query, where: { id: parent.topicId, AND: [visibleTopicWhere(context.viewer)] } }),
    }),
  }),
});

const GroupSavedRef = builder.objectRef<GroupSaved>("GroupSaved").implement({
  description: "A group's description was saved.",
  fields: (t) => ({
    group: t.prismaField({
      type: GroupRef,
      description: "The group as saved.",
      resolve: (query, parent, _args, context) => context.prisma.group.findFirstOrThrow({ ...query, where: { id: parent.groupId, AND: [visibleGroupWhere(context.viewer)] } }),
    }),
  }),
});

type UserSaved = { userId: number };
const UserSavedRef = builder.objectRef<UserSaved>("UserSaved").implement({
  description: "The viewer's own settings were saved.",
  fields: (t) => ({
    user: t.prismaField({
      type: UserRef,
      description: "The viewer's user as saved.",
      resolve: (query, parent, _args, context) => context.prisma.user.findFirstOrThrow({ ...query, where: { id: parent.userId, AND: [visibleUserWhere(context.viewer)] } }),
    }),
  }),
});

const topicResult = (name: string) => builder.errorUnion(name, { description: "The saved topic, or why it was refused.", types: [TopicSavedRef, DomainError], resolveType: () => TopicSavedRef });

const UpdateTopicDescriptionResult = topicResult("UpdateTopicDescriptionResult");
const SetTopicInstructionsResult = topicResult("SetTopicInstructionsResult");
const SetTopicAcceptedProfessionsResult = topicResult("SetTopicAcceptedProfessionsResult");
const SetTopicAwayResult = topicResult("SetTopicAwayResult");
const UpdateGroupDescriptionResult = builder.errorUnion("UpdateGroupDescriptionResult", {
  description: "The saved group, or why it was refused.",
  types: [GroupSavedRef, DomainError],
  resolveType: () => GroupSavedRef,
});
const SetMyAwayResult = builder.errorUnion("SetMyAwayResult", { description: "The viewer's user, or why it was refused.", types: [UserSavedRef, DomainError], resolveType: () => UserSavedRef });

builder.mutationField("updateGroupDescription", (t) =>
  t.field({
    type: UpdateGroupDescriptionResult,
    authScopes: { validated: true },
    description: "Spec 1 §6: a group admin edits the group's description (trimmed; empty removes it). forbidden for other viewers.",
    args: {
      groupId: t.arg.globalID({ required: true, description: "The group." }),
      description: t.arg.string({ required: true, description: "The description (at most 20,000 characters)." }),
    },
    resolve: async (_root, args, context) => updateGroupDescription(domainDeps(context), requireViewer(context.viewer), { groupId: dbIdOf(args.groupId, "Group"), description: args.description }),
  }),
);

builder.mutationField("updateTopicDescription", (t) =>
  t.field({
    type: UpdateTopicDescriptionResult,
    authScopes: { validated: true },
    description: "Spec 1 §6: admins and members with all_topics or this topic edit its description (trimmed; empty removes it).",
    args: {
      topicId: t.arg.globalID({ required: true, description: "The topic." }),
      description: t.arg.string({ required: true, description: "The description (at most 20,000 characters)." }),
    },
    resolve: async (_root, args, context) => updateTopicDescription(domainDeps(context), requireViewer(context.viewer), { topicId: dbIdOf(args.topicId, "Topic"), description: args.description }),
  }),
);

builder.mutationField("setTopicInstructions", (t) =>
  t.field({
    type: SetTopicInstructionsResult,
    authScopes: { validated: true },
    description: "Spec 1 §5 medical instructions: active saves them trimmed (shown only if something is left); inactive removes them.",
    args: {
      topicId: t.arg.globalID({ required: true, description: "The topic." }),
      active: t.arg.boolean({ required: true, description: "The toggle." }),
      instructions: t.arg.string({ required: false, description: "The instructions (at most 5,000 characters); read only when active." }),
    },
    resolve: async (_root, args, context) =>
      setTopicInstructions(domainDeps(context), requireViewer(context.viewer), { topicId: dbIdOf(args.topicId, "Topic"), active: args.active, instructions: args.instructions ?? undefined }),
  }),
);

builder.mutationField("setTopicAcceptedProfessions", (t) =>
  t.field({
    type: SetTopicAcceptedProfessionsResult,
    authScopes: { validated: true },
    description:
      "Spec 1 §5 accepted professions: acceptsAll, or a selection of specialty codes (which turns accept-all off; specialties_required when none).",
    args: {
      topicId: t.arg.globalID({ required: true, description: "The topic." }),
      acceptsAll: t.arg.boolean({ required: true, description: "Every profession and specialty is accepted." }),
      codes: t.arg.stringList({ required: false, description: "Specialty codes accepted when not all (at most 500)." }),
    },
    resolve: async (_root, args, context) =>
      setTopicAcceptedProfessions(domainDeps(context), requireViewer(context.viewer), { topicId: dbIdOf(args.topicId, "Topic"), acceptsAll: args.acceptsAll, codes: args.codes ?? undefined }),
  }),
);

const AwayInputRef = builder.inputType("AwayInput", {
  description: "Spec 1 §4, §5: the away modal. active false turns the message off (the other values are ignored).",
  fields: (t) => ({
    active: t.boolean({ required: true, description: "The toggle." }),
    since: t.field({ type: "Date", required: false, description: "First day away (required when active)." }),
    lastDay: t.field({ type: "Date", required: false, description: "Last day away (required when active, not before since); the day after it is stored as the end." }),
    blocking: t.boolean({ required: false, description: "No request is taken while away (default false)." }),
    message: t.string({ required: false, description: "Free text shown with the away notice (at most 2,000 characters)." }),
  }),
});

const day = (value: Date | null | undefined) => (value ? value.toISOString().slice(0, 10) : undefined);

function awayOf(input: { active: boolean; since?: Date | null; lastDay?: Date | null; blocking?: boolean | null; message?: string | null }) {
  if (!input.active) return { active: false as const };
  return { active: true as const, since: day(input.since), lastDay: day(input.lastDay), blocking: input.blocking ?? false, message: input.message ?? undefined };
}

builder.mutationField("setTopicAway", (t) =>
  t.field({
    type: SetTopicAwayResult,
    authScopes: { validated: true },
    description: "Spec 1 §4 \"Away message\" of a topic: on with both days (away_period_invalid otherwise), blocking or not; or off.",
    args: {
      topicId: t.arg.globalID({ required: true, description: "The topic." }),
      away: t.arg({ type: AwayInputRef, required: true, description: "The away modal's values." }),
    },
    resolve: async (_root, args, context) => setTopicAway(domainDeps(context), requireViewer(context.viewer), { topicId: dbIdOf(args.topicId, "Topic"), away: awayOf(args.away) }),
  }),
);

builder.mutationField("setMyAway", (t) =>
  t.field({
    type: SetMyAwayResult,
    authScopes: { validated: true },
    description: "The viewer's own away message (absence reporting): the same rules as a topic's. Blocking makes individual requests unaccepted while away.",
    args: { away: t.arg({ type: AwayInputRef, required: true, description: "The away modal's values." }) },
    resolve: async (_root, args, context) => setMyAway(domainDeps(context), requireViewer(context.viewer), awayOf(args.away)),
  }),
);

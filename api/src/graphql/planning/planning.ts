import { encodeGlobalID } from "@pothos/plugin-relay";
import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { createPlanningEvent, deletePlanningEvent, updatePlanningEvent } from "../../domain/planning/planning-commands.ts";
import { planningEditorOptions, readPlanning, type PlanningEventView, type PlanningExpert } from "../../domain/planning/planning-read.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";
import "./duty.ts";
import { toDbId } from "../ids.ts";

// Spec 1 §2 "planning" tab and "period editor", §3 Planning event, §5 its rules; spec 2 §7
// GET planning. The writes are GraphQL's only: spec 2 §7 lists no REST write for planning.

/** A global id of this type; anything else (another type, malformed) is a row that does not exist. */
function dbIdOf(globalId: { typename: string; id: string }, typename: string): number {
  const id = globalId.typename === typename ? toDbId(globalId.id) : 0;
  if (id === 0) throw new DomainError("not_found");
  return id;
}

const PlanningEventRef = builder.objectRef<PlanningEventView>("PlanningEvent").implement({
  description: "Spec 1 §3 Planning event: an expert of the group on duty over a period (start and end both null: always), for all categories or some.",
  fields: (t) => ({
    id: t.id({ description: "The period's global id.", resolve: (event) => encodeGlobalID("PlanningEvent", event.id) }),
    databaseId: t.exposeInt("id", { description: "The period's id (the REST id)." }),
    start: t.expose("start", { type: "DateTime", nullable: true, description: "Start of the duty period; null with end null: always on duty." }),
    end: t.expose("end", { type: "DateTime", nullable: true, description: "End of the duty period (exclusive); null with start null: always on duty." }),
    always: t.boolean({ description: "Always on duty (start and end both null).", resolve: (event) => event.start === null && event.end === null }),
    membershipId: t.id({ description: "The expert's membership in the group (global id).", resolve: (event) => encodeGlobalID("Membership", event.membershipId) }),
    membershipDatabaseId: t.exposeInt("membershipId", { description: "The expert's membership id." }),
    expertName: t.exposeString("expertName", { description: "The expert's first and last name." }),
    allTopics: t.exposeBoolean("allTopics", { description: "On duty for every category of the group." }),
    topicIds: t.exposeIntList("topicIds", { description: "The categories (topic ids) on duty for, when not allTopics." }),
    viewerCanEdit: t.exposeBoolean("viewerCanEdit", { description: "The viewer may change or delete this period (group administrators; an expert their own)." }),
  }),
});

const PlanningExpertRef = builder.objectRef<PlanningExpert>("PlanningExpert").implement({
  description: "An expert the period editor offers: an ongoing member of the group who answers (can_reply).",
  fields: (t) => ({
    membershipId: t.id({ description: "The membership's global id.", resolve: (expert) => encodeGlobalID("Membership", expert.membershipId) }),
    membershipDatabaseId: t.exposeInt("membershipId", { description: "The membership's id." }),
    name: t.exposeString("name", { description: "The expert's first and last name." }),
    allTopics: t.exposeBoolean("allTopics", { description: "The expert answers every category of the group." }),
    topicIds: t.exposeIntList("topicIds", { description: "The categories (topic ids) the expert answers, when not allTopics." }),
  }),
});

type PlanningWindow = { events: PlanningEventView[]; viewerCanAdd: boolean; experts: PlanningExpert[] };

const PlanningWindowRef = builder.objectRef<PlanningWindow>("PlanningWindow").implement({
  description: "A group's on-call planning over a range of dates, and what the viewer may add to it.",
  fields: (t) => ({
    events: t.field({ type: [PlanningEventRef], description: "The periods meeting the range, \"always\" periods included.", resolve: (window) => window.events }),
    viewerCanAdd: t.exposeBoolean("viewerCanAdd", { description: "The viewer may add periods (group administrators; experts for themselves)." }),
    experts: t.field({ type: [PlanningExpertRef], description: "The experts the viewer may plan (every expert for an administrator, themselves for an expert).", resolve: (window) => window.experts }),
  }),
});

const PlanningResult = builder.errorUnion("PlanningResult", {
  description: "The planning, or why it cannot be read (not_found for a group whose planning the viewer may not see; planning_range_invalid).",
  types: [PlanningWindowRef, DomainError],
  resolveType: () => PlanningWindowRef,
});

builder.queryField("planning", (t) =>
  t.field({
    type: PlanningResult,
    authScopes: { validated: true },
    description:
      "Spec 2 §7 GET planning: a recipient group's duty periods meeting [from, to) (at most 400 days), \"always\" periods included. For the group's insiders (not in panel groups unless super); others answer not_found.",
    args: {
      groupId: t.arg.globalID({ required: true, description: "The group." }),
      from: t.arg({ type: "DateTime", required: true, description: "Start of the range." }),
      to: t.arg({ type: "DateTime", required: true, description: "End of the range (exclusive), not before from." }),
    },
    resolve: async (_root, args, context) => {
      const deps = domainDeps(context);
      const groupId = dbIdOf(args.groupId, "Group");
      const events = await readPlanning(deps, context.viewer, { groupId, from: args.from, to: args.to });
      const options = await planningEditorOptions(deps, context.viewer, { groupId });
      return { events, viewerCanAdd: options.canAdd, experts: options.experts };
    },
  }),
);

const PlanningPeriodInputRef = builder.inputType("PlanningPeriodInput", {
  description: "Spec 1 §5 the period editor's values: an expert; always, or start and end (end not before start); all categories or at least one.",
  fields: (t) => ({
    membershipId: t.globalID({ required: false, description: "The expert's membership in the group (planning_expert_required when missing)." }),
    always: t.boolean({ required: false, description: "Always on duty: start and end are ignored (default false)." }),
    start: t.field({ type: "DateTime", required: false, description: "Start of the period (required unless always)." }),
    end: t.field({ type: "DateTime", required: false, description: "End of the period (required unless always; not before start)." }),
    allTopics: t.boolean({ required: false, description: "On duty for every category (default true)." }),
    topicIds: t.intList({ required: false, description: "The categories when not allTopics: at least one, each answered by the expert." }),
  }),
});

type PeriodArgs = { membershipId?: { typename: string; id: string } | null; always?: boolean | null; start?: Date | null; end?: Date | null; allTopics?: boolean | null; topicIds?: number[] | null };

function periodOf(period: PeriodArgs) {
  const membershipId = period.membershipId ? (period.membershipId.typename === "Membership" ? toDbId(period.membershipId.id) : 0) : undefined;
  if (membershipId === 0) throw new DomainError("planning_expert_required", "membershipId");
  return {
    membershipId,
    always: period.always ?? false,
    start: period.start ?? undefined,
    end: period.end ?? undefined,
    allTopics: period.allTopics ?? true,
    topicIds: period.topicIds ?? [],
  };
}

const PlanningEventSavedRef = builder.objectRef<{ event: PlanningEventView }>("PlanningEventSaved").implement({
  description: "A duty period was saved.",
  fields: (t) => ({ event: t.field({ type: PlanningEventRef, description: "The period as saved.", resolve: (saved) => saved.event }) }),
});

const PlanningEventDeletedRef = builder.objectRef<{ eventId: number }>("PlanningEventDeleted").implement({
  description: "A duty period was deleted.",
  fields: (t) => ({ deletedEventId: t.id({ description: "The deleted period's global id.", resolve: (deleted) => encodeGlobalID("PlanningEvent", deleted.eventId) }) }),
});

const savedResult = (name: string) =>
  builder.errorUnion(name, { description: "The saved period, or why it was refused.", types: [PlanningEventSavedRef, DomainError], resolveType: () => PlanningEventSavedRef });
const CreatePlanningEventResult = savedResult("CreatePlanningEventResult");
const UpdatePlanningEventResult = savedResult("UpdatePlanningEventResult");
const DeletePlanningEventResult = builder.errorUnion("DeletePlanningEventResult", {
  description: "The deleted period, or why it was refused.",
  types: [PlanningEventDeletedRef, DomainError],
  resolveType: () => PlanningEventDeletedRef,
});

builder.mutationField("createPlanningEvent", (t) =>
  t.field({
    type: CreatePlanningEventResult,
    authScopes: { validated: true },
    description: "The period editor's add (spec 1 §5): group administrators for any expert of the group, an expert for themselves; forbidden otherwise.",
    args: {
      groupId: t.arg.globalID({ required: true, description: "The group." }),
      period: t.arg({ type: PlanningPeriodInputRef, required: true, description: "The period editor's values." }),
    },
    resolve: async (_root, args, context) => ({
      event: await createPlanningEvent(domainDeps(context), requireViewer(context.viewer), { groupId: dbIdOf(args.groupId, "Group"), ...periodOf(args.period) }),
    }),
  }),
);

builder.mutationField("updatePlanningEvent", (t) =>
  t.field({
    type: UpdatePlanningEventResult,
    authScopes: { validated: true },
    description: "The period editor's save on an existing period: every value replaced and checked as for a new one.",
    args: {
      eventId: t.arg.globalID({ required: true, description: "The period." }),
      period: t.arg({ type: PlanningPeriodInputRef, required: true, description: "The period editor's values." }),
    },
    resolve: async (_root, args, context) => ({
      event: await updatePlanningEvent(domainDeps(context), requireViewer(context.viewer), { eventId: dbIdOf(args.eventId, "PlanningEvent"), ...periodOf(args.period) }),
    }),
  }),
);

builder.mutationField("deletePlanningEvent", (t) =>
  t.field({
    type: DeletePlanningEventResult,
    authScopes: { validated: true },
    description: "Deletes a duty period (group administrators; an expert their own).",
    args: { eventId: t.arg.globalID({ required: true, description: "The period." }) },
    resolve: async (_root, args, context) => deletePlanningEvent(domainDeps(context), requireViewer(context.viewer), { eventId: dbIdOf(args.eventId, "PlanningEvent") }),
  }),
);

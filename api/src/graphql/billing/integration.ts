import { encodeGlobalID } from "@pothos/plugin-relay";
import { GraphQLError } from "graphql";
import { domainDeps } from "../../call/domain-deps.ts";
import type { CallContext } from "../../call/call-context.ts";
import { requireViewer } from "../../domain/access.ts";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import { INTEGRATION_FEEDS, INTEGRATIONS_PAGE, type IntegrationFeed } from "../../domain/billing/integration-input.ts";
import {
  integrationGroupsOf,
  listIntegrations,
  nextIntegration,
  readIntegration,
  updateIntegration,
  type Integration,
  type IntegrationGroup,
  type IntegrationPatient,
  type IntegrationProfessional,
} from "../../domain/billing/integrations.ts";
import { builder } from "../builder.ts";
import { DomainError } from "../../domain/errors.ts";
import { GenderEnum } from "../enums.ts";
import { decodeGlobalId, toDbId } from "../ids.ts";
import { UserRef } from "../directory/user.ts";
import { offsetCursor, offsetPageInfo } from "../offset-page.ts";

// Spec 2 §7 "Administrative data" over GraphQL: the same items, filters and archive as REST's
// integrations, read and written by api/src/domain/billing/integrations.ts through its gate.

const IntegrationProfessionalRef = builder.objectRef<IntegrationProfessional>("IntegrationProfessional").implement({
  description: "A professional of an administrative data item, with what admissions need to bill.",
  fields: (t) => ({
    identifier: t.exposeString("identifier", { description: "RPPS or ADELI number (LANR, INAMI abroad)." }),
    identifierType: t.exposeInt("identifierType", { description: "8 means RPPS, otherwise ADELI." }),
    firstName: t.exposeString("firstName", { description: "First name." }),
    lastName: t.exposeString("lastName", { description: "Last name." }),
    billingNumber: t.exposeString("billingNumber", { nullable: true, description: "The billing number the act was billed with, if any." }),
    professionLabel: t.exposeString("professionLabel", { description: "The profession's label." }),
    professionCode: t.exposeInt("professionCode", { description: "The profession's code." }),
  }),
});

const IntegrationPatientRef = builder.objectRef<IntegrationPatient>("IntegrationPatient").implement({
  description: "The patient of an administrative data item, with the group's extra fields.",
  fields: (t) => ({
    firstName: t.exposeString("firstName", { nullable: true, description: "First name." }),
    lastName: t.exposeString("lastName", { nullable: true, description: "Last (used) name." }),
    birthName: t.exposeString("birthName", { nullable: true, description: "Birth name." }),
    birthDate: t.string({ nullable: true, description: "Birth date (YYYY-MM-DD).", resolve: (patient) => patient.birthDate?.toISOString().slice(0, 10) ?? null }),
    gender: t.field({ type: GenderEnum, nullable: true, description: "Gender.", resolve: (patient) => patient.gender }),
    birthPlace: t.exposeString("birthPlace", { nullable: true, description: "Birth place (INSEE commune code)." }),
    phone: t.exposeString("phone", { nullable: true, description: "Phone." }),
    email: t.exposeString("email", { nullable: true, description: "E-mail." }),
    address: t.exposeString("address", { nullable: true, description: "Postal address." }),
  }),
});

const IntegrationTasksRef = builder.objectRef<Integration["tasks"]>("IntegrationTasks").implement({
  description: "The viewer's tasks on an item.",
  fields: (t) => ({
    act: t.exposeBoolean("act", { description: "The viewer integrates the act (can_integrate_act, and the act bills)." }),
    report: t.exposeBoolean("report", { description: "The viewer integrates the report (can_integrate_report)." }),
  }),
});

const IntegrationGroupRef = builder.objectRef<IntegrationGroup>("IntegrationGroup").implement({
  description: "A group whose administrative data the viewer keeps.",
  fields: (t) => ({
    id: t.id({ description: "The group's global id.", resolve: (group) => encodeGlobalID("Group", group.id) }),
    databaseId: t.exposeInt("id", { description: "The group's id (group_id of GET integrations)." }),
    name: t.exposeString("name", { description: "The group's name." }),
    canIntegrateAct: t.exposeBoolean("canIntegrateAct", { description: "The viewer integrates this group's acts." }),
    canIntegrateReport: t.exposeBoolean("canIntegrateReport", { description: "The viewer integrates this group's reports." }),
  }),
});

export const IntegrationRef = builder.objectRef<Integration>("Integration").implement({
  description: "Spec 2 §3 Integration: a completed consult as its group's integrators see it, with their tasks.",
  fields: (t) => ({
    id: t.id({ description: "Global id of the item.", resolve: (item) => encodeGlobalID("Integration", item.id) }),
    databaseId: t.exposeInt("id", { description: "The consult's id (/integration/{c_id}, REST integrations/{id})." }),
    requestId: t.exposeInt("requestId", { description: "The request's id." }),
    completedAt: t.field({ type: "DateTime", description: "When the consult was completed.", resolve: (item) => item.completedAt }),
    groupName: t.string({ description: "The group the data belongs to.", resolve: (item) => item.group.name }),
    groupDatabaseId: t.int({ description: "The group's id.", resolve: (item) => item.group.id }),
    topicLabel: t.string({ nullable: true, description: "The topic the request went to.", resolve: (item) => item.topic?.label ?? null }),
    actCode: t.exposeString("actCode", { nullable: true, description: "The act of the group's side (TE2, RQD, 01671...)." }),
    actAmountCents: t.exposeInt("actAmountCents", { nullable: true, description: "Its amount in euro cents." }),
    billable: t.exposeBoolean("actBillable", { description: "The act bills (completed, eligible, the table gives it)." }),
    integratedAct: t.exposeBoolean("integratedAct", { description: "The act is integrated (billed or archived)." }),
    integratedReport: t.exposeBoolean("integratedReport", { description: "The report is integrated." }),
    iep: t.exposeString("iep", { nullable: true, description: "Hospital encounter number." }),
    ipp: t.exposeString("ipp", { nullable: true, description: "Patient's hospital number." }),
    collectIep: t.exposeBoolean("collectIep", { description: "The group requires an IEP to archive." }),
    collectIpp: t.exposeBoolean("collectIpp", { description: "The group requires an IPP to archive." }),
    fhirInteropActive: t.exposeBoolean("fhirInteropActive", { description: "The group's hospital system is linked." }),
    tasks: t.field({ type: IntegrationTasksRef, description: "The viewer's tasks.", resolve: (item) => item.tasks }),
    tasksComplete: t.exposeBoolean("tasksComplete", { description: "Every task of the viewer's is done (archived)." }),
    canIntegrateAct: t.exposeBoolean("canIntegrateAct", { description: "The viewer has can_integrate_act in the group." }),
    canIntegrateReport: t.exposeBoolean("canIntegrateReport", { description: "The viewer has can_integrate_report in the group." }),
    patient: t.field({ type: IntegrationPatientRef, nullable: true, description: "The patient.", resolve: (item) => item.patient }),
    professional: t.field({ type: IntegrationProfessionalRef, nullable: true, description: "The professional on the group's side (the expert for a recipient group).", resolve: (item) => item.professional }),
    oppositeProfessional: t.field({ type: IntegrationProfessionalRef, nullable: true, description: "The professional on the other side.", resolve: (item) => item.oppositeProfessional }),
  }),
});

const IntegrationFeedEnum = builder.enumType("IntegrationFeed", {
  description: "Which items: with a task still to do, all, or every task done.",
  values: {
    PENDING: { value: "tasks:pending", description: "A task still to do (the default)." },
    ALL: { value: "tasks", description: "Every item." },
    ARCHIVED: { value: "tasks:archived", description: "Every task done (the 'archived' filter)." },
  },
});
void INTEGRATION_FEEDS;

function invalidArgument(field: string, context: CallContext): GraphQLError {
  return new GraphQLError(errorMessage("validation_failed", context.locale), { extensions: { code: "validation_failed", field } });
}

/** A page cursor is the edge's offset: the list pages as REST does (offset, 20 a page). */
const cursorOf = (offset: number) => offsetCursor("integrations", offset);
function offsetOf(cursor: string): number | null {
  const match = /^integrations:(\d{1,7})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  return match ? Number(match[1]) : null;
}

function integrationDbId(id: string | number): number {
  const text = String(id);
  if (/^\d{1,10}$/.test(text)) return toDbId(text);
  const decoded = decodeGlobalId(text);
  return decoded.typename === "Integration" ? toDbId(decoded.id) : 0;
}

builder.queryField("integrations", (t) =>
  t.connection(
    {
      type: IntegrationRef,
      authScopes: { validated: true },
      description: "Spec 2 §2 /integration: the administrative data the viewer integrates, 20 a page. Defaults: billable only, oldest first, pending tasks.",
      args: {
        feed: t.arg({ type: IntegrationFeedEnum, description: "Pending (default), all, or archived." }),
        excludeNonBillable: t.arg.boolean({ description: "Billable acts only (default true)." }),
        descending: t.arg.boolean({ description: "Newest completed first (default: oldest first)." }),
        search: t.arg.string({ description: "Words that must all appear in the patient's name, the request or its recipient (at most 200 characters)." }),
        groupId: t.arg.int({ description: "Only this group's items (its databaseId)." }),
      },
      resolve: async (_root, args, context) => {
        if (args.last != null || args.before != null) throw invalidArgument("last", context);
        const after = args.after ? offsetOf(args.after) : null;
        if (args.after && after === null) throw invalidArgument("after", context);
        const first = args.first ?? INTEGRATIONS_PAGE;
        if (first < 1 || first > INTEGRATIONS_PAGE) throw invalidArgument("first", context);
        const offset = after === null ? 0 : after + 1;
        const feed: IntegrationFeed = args.feed ?? "tasks:pending";
        const page = await listIntegrations(context.prisma, context.viewer, {
          feed,
          excludeNonBillable: args.excludeNonBillable ?? true,
          sort: args.descending ? "-completed_at" : "completed_at",
          search: args.search ?? undefined,
          groupId: args.groupId ?? undefined,
          limit: first,
          offset,
        });
        const edges = page.items.map((node, index) => ({ cursor: cursorOf(offset + index), node }));
        return {
          totalCount: page.totalCount,
          edges,
          pageInfo: offsetPageInfo({ offset, listed: page.items.length, totalCount: page.totalCount }, edges),
        };
      },
    },
    {
      name: "IntegrationsConnection",
      description: "A page of administrative data.",
      fields: (c) => ({ totalCount: c.int({ description: "Items matching the filters.", resolve: (connection) => connection.totalCount }) }),
    },
    { name: "IntegrationsEdge", description: "An administrative data item." },
  ),
);

builder.queryField("integration", (t) =>
  t.field({
    type: IntegrationRef,
    nullable: true,
    authScopes: { validated: true },
    description: "Spec 2 §2 /integration/{c_id}: one item of the viewer's administrative data; null when missing or not theirs (alike).",
    args: { id: t.arg.id({ required: true, description: "The item's global id or the consult's id." }) },
    resolve: (_root, args, context) => readIntegration(context.prisma, context.viewer, integrationDbId(args.id)),
  }),
);

builder.queryField("integrationGroups", (t) =>
  t.field({
    type: [IntegrationGroupRef],
    authScopes: { validated: true },
    description: "The groups whose administrative data the viewer keeps (can_integrate_act or can_integrate_report), by name.",
    resolve: (_root, _args, context) => integrationGroupsOf(context.prisma, context.viewer),
  }),
);

builder.prismaObjectFields(UserRef, (t) => ({
  canIntegrate: t.boolean({
    description: "The viewer keeps some group's administrative data (the menu item of spec 2 §2); false for anyone else's account.",
    select: { id: true },
    resolve: async (user, _args, context) => user.id === context.viewer?.userId && (await integrationGroupsOf(context.prisma, context.viewer)).length > 0,
  }),
}));

type Updated = { item: Integration; remainingCount: number; nextId: number | null };

const IntegrationUpdatedRef = builder.objectRef<Updated>("IntegrationUpdated").implement({
  description: "The item as saved, and what the 'next' dialog shows.",
  fields: (t) => ({
    integration: t.field({ type: IntegrationRef, description: "The item.", resolve: (updated) => updated.item }),
    remainingCount: t.exposeInt("remainingCount", { description: "Items still pending with the list's defaults, this one aside." }),
    nextDatabaseId: t.exposeInt("nextId", { nullable: true, description: "The first of them (the 'next' link), null when none." }),
  }),
});

const UpdateIntegrationResult = builder.errorUnion("UpdateIntegrationResult", {
  description: "The saved item, or why not (iep_required, ipp_required, forbidden, not_found, validation_failed).",
  types: [IntegrationUpdatedRef, DomainError],
  resolveType: () => IntegrationUpdatedRef,
});

builder.mutationField("updateIntegration", (t) =>
  t.field({
    type: UpdateIntegrationResult,
    authScopes: { validated: true },
    description:
      "Spec 2 §7 PUT integrations/{id}: marks the viewer's tasks integrated (the 'Billed' checkbox, the archive) and records IEP and IPP (trimmed). An empty IEP or IPP the group collects refuses it (iep_required, ipp_required), nothing changed.",
    args: {
      id: t.arg.id({ required: true, description: "The item's global id or the consult's id." }),
      integratedAct: t.arg.boolean({ description: "The act is integrated (needs an act task)." }),
      integratedReport: t.arg.boolean({ description: "The report is integrated (needs a report task)." }),
      iep: t.arg.string({ description: "Hospital encounter number (at most 64 characters; empty clears it)." }),
      ipp: t.arg.string({ description: "Patient's hospital number (at most 64 characters; empty clears it)." }),
    },
    resolve: async (_root, args, context) => {
      const viewer = requireViewer(context.viewer);
      const item = await updateIntegration(domainDeps(context), viewer, {
        consultId: integrationDbId(args.id),
        integratedAct: args.integratedAct ?? undefined,
        integratedReport: args.integratedReport ?? undefined,
        iep: args.iep ?? undefined,
        ipp: args.ipp ?? undefined,
      });
      const next = item.tasksComplete ? await nextIntegration(context.prisma, viewer, item.id) : { remainingCount: 0, nextId: null };
      return { item, ...next };
    },
  }),
);

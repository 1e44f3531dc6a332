import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { HOSPITAL_NUMBER_MAX_LENGTH, INTEGRATION_FEEDS, INTEGRATION_SORTS, INTEGRATIONS_PAGE, MAX_INTEGRATION_OFFSET } from "../../domain/billing/integration-input.ts";
import { listIntegrations, readIntegration, updateIntegration, type Integration, type IntegrationProfessional } from "../../domain/billing/integrations.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { SEARCH_MAX_LENGTH } from "../../domain/rules/search-text.ts";
import { restError } from "../errors.ts";
import { PAGINATION_HEADER } from "../requests/requests.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §7 "Administrative data": GET integrations, GET and PUT integrations/{id}, with the
// spec's payload names. Who reads what is the billing area's gate (readableIntegrationWhere).

const professionalShape = z
  .object({
    identifier: z.string().describe("RPPS or ADELI number (LANR, INAMI abroad)."),
    identifier_type: z.number().int().describe("8 means RPPS, otherwise ADELI."),
    first_name: z.string(),
    last_name: z.string(),
    billing_number: z.string().nullable(),
    profession_label: z.string(),
    profession_code: z.number().int(),
  })
  .nullable();

const integrationShape = z.object({
  id: z.number().int().describe("The consult's id (the c_id of /integration/{c_id})."),
  request_id: z.number().int(),
  tasks_complete: z.boolean().describe("Every task the caller has on this item is done (the item is archived for them)."),
  tasks: z.object({ act: z.boolean().describe("The caller integrates the act (can_integrate_act, and the act bills)."), report: z.boolean().describe("The caller integrates the report (can_integrate_report).") }),
  iep: z.string().nullable(),
  ipp: z.string().nullable(),
  collect_iep: z.boolean(),
  collect_ipp: z.boolean(),
  fhir_interop_active: z.boolean(),
  integrated_act: z.boolean(),
  integrated_report: z.boolean(),
  can_integrate_act: z.boolean(),
  can_integrate_report: z.boolean(),
  act_code: z.string().nullable(),
  act_amount: z.number().nullable().describe("The act's amount in euros, from the act table at the completion date."),
  billable: z.boolean(),
  completed_at: z.string(),
  topic: z.object({ code: z.string().nullable(), label: z.string() }).nullable(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  patient: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable(), birth_name: z.string().nullable(), birth_date: z.string().nullable(), gender: z.string().nullable() }).nullable(),
  professional: professionalShape.describe("The professional on the group's side."),
  opposite_professional: professionalShape.describe("The professional on the other side."),
  extra_patient_fields: z.object({ birth_place: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable(), address: z.string().nullable() }).nullable(),
});

function professionalBody(professional: IntegrationProfessional | null): z.infer<typeof professionalShape> {
  if (!professional) return null;
  return {
    identifier: professional.identifier,
    identifier_type: professional.identifierType,
    first_name: professional.firstName,
    last_name: professional.lastName,
    billing_number: professional.billingNumber,
    profession_label: professional.professionLabel,
    profession_code: professional.professionCode,
  };
}

function integrationBody(item: Integration): z.infer<typeof integrationShape> {
  const patient = item.patient;
  return {
    id: item.id,
    request_id: item.requestId,
    tasks_complete: item.tasksComplete,
    tasks: item.tasks,
    iep: item.iep,
    ipp: item.ipp,
    collect_iep: item.collectIep,
    collect_ipp: item.collectIpp,
    fhir_interop_active: item.fhirInteropActive,
    integrated_act: item.integratedAct,
    integrated_report: item.integratedReport,
    can_integrate_act: item.canIntegrateAct,
    can_integrate_report: item.canIntegrateReport,
    act_code: item.actCode,
    act_amount: item.actAmountCents === null ? null : item.actAmountCents / 100,
    billable: item.actBillable,
    completed_at: item.completedAt.toISOString(),
    topic: item.topic,
    group: item.group,
    patient: patient
      ? { first_name: patient.firstName, last_name: patient.lastName, birth_name: patient.birthName, birth_date: patient.birthDate?.toISOString().slice(0, 10) ?? null, gender: patient.gender }
      : null,
    professional: professionalBody(item.professional),
    opposite_professional: professionalBody(item.oppositeProfessional),
    extra_patient_fields: patient ? { birth_place: patient.birthPlace, phone: patient.phone, email: patient.email, address: patient.address } : null,
  };
}

const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const listQuery = z.object({
  feed: z.enum(INTEGRATION_FEEDS).default("tasks:pending").describe("tasks:pending (default): a task still to do; tasks: all; tasks:archived: every task done."),
  exclude_non_billable: flag.default(true).describe("Billable acts only (default true)."),
  sort: z.enum(INTEGRATION_SORTS).default("completed_at").describe("completed_at: oldest first (default); -completed_at: newest first."),
  search: z.string().max(SEARCH_MAX_LENGTH).optional().describe("Words that must all appear in the patient's name, the request or its recipient."),
  group_id: dbIdSchema.optional().describe("Only this group's items."),
  limit: z.coerce.number().int().min(1).max(INTEGRATIONS_PAGE).default(INTEGRATIONS_PAGE),
  offset: z.coerce.number().int().min(0).max(MAX_INTEGRATION_OFFSET).default(0),
});

const updateBody = z.object({
  integrated_act: z.boolean().optional().describe("The act is integrated (the 'Billed' checkbox, the archive): needs can_integrate_act and a billable act."),
  integrated_report: z.boolean().optional().describe("The report is integrated: needs can_integrate_report."),
  iep: z.string().max(HOSPITAL_NUMBER_MAX_LENGTH).optional().describe("Hospital encounter number; trimmed, empty clears it. Required to integrate when the group collects it (iep_required)."),
  ipp: z.string().max(HOSPITAL_NUMBER_MAX_LENGTH).optional().describe("Patient's hospital number; trimmed, empty clears it. Required to integrate when the group collects it (ipp_required)."),
});

const idParams = z.object({ id: dbIdSchema });

export const integrationRoutes = [
  defineRoute({
    method: "GET",
    path: "/integrations",
    operationId: "listIntegrations",
    tag: "billing",
    summary: "The administrative data the caller integrates (spec 2 §2 /integration): completed consults of the groups where they have can_integrate_act or can_integrate_report, 20 a page. Defaults: billable only, oldest first, pending tasks.",
    auth: "validated",
    query: listQuery,
    response: z.array(integrationShape),
    responseHeaders: { [PAGINATION_HEADER]: 'Pagination metadata as JSON: {"total_count": n, "offset": n, "limit": n}' },
    handler: async (context, { query }) => {
      const page = await listIntegrations(context.prisma, context.viewer, {
        feed: query.feed,
        excludeNonBillable: query.exclude_non_billable,
        sort: query.sort,
        search: query.search,
        groupId: query.group_id,
        limit: query.limit,
        offset: query.offset,
      });
      return { body: page.items.map(integrationBody), headers: { [PAGINATION_HEADER]: JSON.stringify({ total_count: page.totalCount, offset: page.offset, limit: page.limit }) } };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/integrations/{id}",
    operationId: "getIntegration",
    tag: "billing",
    summary: "One item of the caller's administrative data (404 for an item that is not theirs, as a missing one).",
    auth: "validated",
    params: idParams,
    response: integrationShape,
    handler: async (context, { params }) => {
      const item = await readIntegration(context.prisma, context.viewer, params.id);
      return item ? { body: integrationBody(item) } : restError("not_found", context.locale);
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/integrations/{id}",
    operationId: "updateIntegration",
    tag: "billing",
    summary: "Mark the caller's tasks integrated (the 'Billed' checkbox, the archive) and record the IEP and IPP. An empty IEP or IPP the group collects refuses the archive (iep_required, ipp_required), nothing changed; a flag the caller has no task for answers 403.",
    auth: "validated",
    errors: ["iep_required", "ipp_required", "not_found"],
    params: idParams,
    body: updateBody,
    response: integrationShape,
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const item = await updateIntegration(domainDeps(context), viewer, { consultId: params.id, integratedAct: body.integrated_act, integratedReport: body.integrated_report, iep: body.iep, ipp: body.ipp });
      return { body: integrationBody(item) };
    },
  }),
];

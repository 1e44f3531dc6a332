import { requireViewer } from "../../domain/access.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { completeConsult, rejectConsult } from "../../domain/consults/complete-consult.ts";
import { saveConsultSurvey } from "../../domain/consults/consult-survey.ts";
import { updateConsultTags } from "../../domain/consults/consult-tags.ts";
import { assignRequest, joinRequest } from "../../domain/consults/participations.ts";
import { transferRequest } from "../../domain/consults/transfer-request.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { toDbId } from "../ids.ts";
import { RequestRef } from "../requests/request.ts";
import { ActCodeEnum } from "./consult.ts";
import { findReadableRequest } from "../../domain/requests/gate.ts";

type ChangedShape = { requestId: number };

const ConsultChanged = builder.objectRef<ChangedShape>("ConsultChanged").implement({
  description: "The request after the change, as the viewer now sees it.",
  fields: (t) => ({
    request: t.prismaField({
      type: RequestRef,
      nullable: true,
      description: "The changed request (null if the viewer may no longer read it).",
      resolve: (query, changed, _args, context) => findReadableRequest(context.prisma, context.viewer, changed.requestId, query),
    }),
  }),
});

const RequestTransferred = builder.objectRef<ChangedShape>("RequestTransferred").implement({
  description: "The new draft; open it at /request/{databaseId}.",
  fields: (t) => ({
    request: t.prismaField({
      type: RequestRef,
      nullable: true,
      description: "The new draft, the viewer on its sender side.",
      resolve: (query, created, _args, context) => findReadableRequest(context.prisma, context.viewer, created.requestId, query),
    }),
  }),
});

function changedUnion(name: string, codes: string) {
  return builder.errorUnion(name, {
    description: `The changed request, or why not (${codes}).`,
    types: [ConsultChanged, DomainError],
    resolveType: () => ConsultChanged,
  });
}

/** A Request global id as a database id; anything else is 0, which the command refuses as invalid. */
function requestIdOf(globalId: { typename: string; id: string }): number {
  return globalId.typename === "Request" ? toDbId(globalId.id) : 0;
}

const requestIdField = { required: true, description: "The request (its global id)." } as const;

const CompleteConsultInput = builder.inputType("CompleteConsultInput", {
  description: "Spec 2 §4 Complete: the act (one of Request.completionActs, or NONE) and the billing number it bills with.",
  fields: (t) => ({
    requestId: t.globalID(requestIdField),
    actCode: t.field({ type: ActCodeEnum, required: true, description: "One of Request.completionActs today (act_not_applicable otherwise), or NONE." }),
    supplements: t.int({ required: false, description: "With EBM_01671: how many 01672 supplements (each further 5 minutes, 0 to 3)." }),
    billingNumber: t.string({ required: false, description: "One of the viewer's billing numbers (9 characters); required when the act needs one (billing_number_required, billing_number_invalid)." }),
  }),
});

builder.mutationField("completeConsult", (t) =>
  t.field({
    type: changedUnion("CompleteConsultResult", "not_recipient, consult_not_opened, act_not_applicable, billing_number_required, billing_number_invalid, yearly_cap_reached, not_found, validation_failed"),
    authScopes: { validated: true },
    description: "Completes the consult with an act code; only a recipient-side participant while it is opened.",
    args: { input: t.arg({ type: CompleteConsultInput, required: true, description: "The consult to complete and its act code." }) },
    resolve: (_root, { input }, context) =>
      completeConsult(domainDeps(context), requireViewer(context.viewer), { requestId: requestIdOf(input.requestId), actCode: input.actCode, supplements: input.supplements ?? 0, billingNumber: input.billingNumber }),
  }),
);

const RequestOnlyInput = builder.inputType("ConsultRequestInput", {
  description: "The request the action is about.",
  fields: (t) => ({ requestId: t.globalID(requestIdField) }),
});

builder.mutationField("rejectConsult", (t) =>
  t.field({
    type: changedUnion("RejectConsultResult", "not_recipient, consult_not_opened, not_found"),
    authScopes: { validated: true },
    description: "Rejects the consult (opened becomes cancelled); only a recipient-side participant while it is opened.",
    args: { input: t.arg({ type: RequestOnlyInput, required: true, description: "The request whose consult the action is about." }) },
    resolve: (_root, { input }, context) => rejectConsult(domainDeps(context), requireViewer(context.viewer), { requestId: requestIdOf(input.requestId) }),
  }),
);

const SaveConsultSurveyInput = builder.inputType("SaveConsultSurveyInput", {
  description: "The consult survey's answers.",
  fields: (t) => ({
    requestId: t.globalID(requestIdField),
    value: t.field({ type: "JSON", required: true, description: "The answers keyed by field name, checked against the topic's survey schema." }),
  }),
});

builder.mutationField("saveConsultSurvey", (t) =>
  t.field({
    type: changedUnion("SaveConsultSurveyResult", "survey_invalid with the first wrong field, no_survey, not_recipient, not_found"),
    authScopes: { validated: true },
    description: "Saves the consult survey; refused with survey_invalid while the form has errors.",
    args: { input: t.arg({ type: SaveConsultSurveyInput, required: true, description: "The request and the survey's answers." }) },
    resolve: (_root, { input }, context) =>
      saveConsultSurvey(domainDeps(context), requireViewer(context.viewer), { requestId: requestIdOf(input.requestId), value: input.value as Record<string, unknown> }),
  }),
);

const UpdateConsultTagsInput = builder.inputType("UpdateConsultTagsInput", {
  description: "The consult's whole new set of tags.",
  fields: (t) => ({
    requestId: t.globalID(requestIdField),
    tagIds: t.intList({ required: true, description: "Database ids of tags of the recipient group (Tag.databaseId)." }),
  }),
});

builder.mutationField("updateConsultTags", (t) =>
  t.field({
    type: changedUnion("UpdateConsultTagsResult", "not_group_member, validation_failed on tags, not_found"),
    authScopes: { validated: true },
    description: "Replaces the consult's tags; for members of the recipient group.",
    args: { input: t.arg({ type: UpdateConsultTagsInput, required: true, description: "The request and its new tags." }) },
    resolve: (_root, { input }, context) => updateConsultTags(domainDeps(context), requireViewer(context.viewer), { requestId: requestIdOf(input.requestId), tagIds: input.tagIds }),
  }),
);

builder.mutationField("joinRequest", (t) =>
  t.field({
    type: changedUnion("JoinRequestResult", "participation_not_allowed, already_participant, not_found"),
    authScopes: { validated: true },
    description: "The viewer takes part on the recipient side (from the shadow view); see Request.canCreateSelfParticipation.",
    args: { input: t.arg({ type: RequestOnlyInput, required: true, description: "The request whose consult the action is about." }) },
    resolve: (_root, { input }, context) => joinRequest(domainDeps(context), requireViewer(context.viewer), { requestId: requestIdOf(input.requestId) }),
  }),
);

const AssignRequestInput = builder.inputType("AssignRequestInput", {
  description: "Members of the recipient group to add as recipient-side participants.",
  fields: (t) => ({
    requestId: t.globalID(requestIdField),
    userIds: t.globalIDList({ required: true, description: "User ids of ongoing members (RecipientGroupMember.user); at least one." }),
  }),
});

builder.mutationField("assignRequest", (t) =>
  t.field({
    type: changedUnion("AssignRequestResult", "participants_required, validation_failed on user_ids, forbidden, not_found"),
    authScopes: { validated: true },
    description: "Adds recipient-group members as recipient-side participants; see Request.canAddParticipant.",
    args: { input: t.arg({ type: AssignRequestInput, required: true, description: "The request and the members to add." }) },
    resolve: (_root, { input }, context) =>
      assignRequest(domainDeps(context), requireViewer(context.viewer), {
        requestId: requestIdOf(input.requestId),
        userIds: input.userIds.map((id) => (id.typename === "User" ? toDbId(id.id) : 0)),
      }),
  }),
);

const TransferRequestInput = builder.inputType("TransferRequestInput", {
  description: "Spec 2 §7 transfer: what the new draft takes from the request (at least one of content, context and report).",
  fields: (t) => ({
    requestId: t.globalID(requestIdField),
    withContent: t.boolean({ required: false, description: "Copy the description or form and the patient (attachments are not copied)." }),
    withContext: t.boolean({ required: false, description: "Keep the same recipient." }),
    withReport: t.boolean({ required: false, description: "Attach the consult report's PDF to the new draft as a file (issue 22); the consult must be completed, else report_not_available." }),
  }),
});

builder.mutationField("transferRequest", (t) =>
  t.field({
    type: builder.errorUnion("TransferRequestResult", {
      description: "The new draft, or why not (transfer_not_allowed, validation_failed, report_not_available, not_found).",
      types: [RequestTransferred, DomainError],
      resolveType: () => RequestTransferred,
    }),
    authScopes: { validated: true },
    description: "Starts a new draft by the viewer from a published request they take part in.",
    args: { input: t.arg({ type: TransferRequestInput, required: true, description: "The request to transfer and what the new draft takes from it." }) },
    resolve: (_root, { input }, context) =>
      transferRequest(domainDeps(context), requireViewer(context.viewer), {
        requestId: requestIdOf(input.requestId),
        withContent: input.withContent ?? false,
        withContext: input.withContext ?? false,
        withReport: input.withReport ?? false,
      }),
  }),
);

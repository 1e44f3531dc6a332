import { requireViewer } from "../../domain/access.ts";
import { decodeGlobalId, toDbId } from "../ids.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { DomainError } from "../../domain/errors.ts";
import { deleteDraft } from "../../domain/requests/delete-draft.ts";
import { patientRequirementsOf, publishMissingItems, readinessSelect } from "../../domain/requests/publish-readiness.ts";
import { publishRequest } from "../../domain/requests/publish-request.ts";
import type { PublicationMeeting } from "../../domain/meetings/registration.ts";
import { setRequesterContact } from "../../domain/requests/requester-contact.ts";
import { updateDraft } from "../../domain/requests/update-draft.ts";
import { builder } from "../builder.ts";
import { CountryEnum } from "../enums.ts";
import "../domain-error.ts";
import { UserRef } from "../directory/user.ts";
import { PartyTypeEnum } from "./recipients.ts";
import { EligibilityEnum } from "../consults/consult.ts";
import { eligibilityChoices, eligibilityIsRestricted } from "../../domain/billing/eligibility.ts";
import { requesterWillBill } from "../../domain/billing/requester-bills.ts";
import { RequestRef } from "./request.ts";
import { findReadableRequest } from "../../domain/requests/gate.ts";

/** The database id of a global id of the given type, or 0 (no row) for anything else. */
function idOf(globalId: string, typename: string): number {
  const decoded = decodeGlobalId(globalId);
  return decoded.typename === typename ? Number(decoded.id) : 0;
}

builder.prismaObjectFields(RequestRef, (t) => ({
  version: t.exposeInt("version", { description: "Bumped by every save; send it back with an edit so that a newer save is never overwritten." }),
  senderGroupId: t.exposeInt("senderGroupId", { nullable: true, description: "The sender group the request is signed for (one of senderContexts); null when signed as oneself." }),
  senderTopicId: t.exposeInt("senderTopicId", { nullable: true, description: "The sender topic, with senderGroupId." }),
  canEdit: t.boolean({
    description: "Whether the viewer may edit this request: a draft, on the sender side (spec 2 §4).",
    select: (_args, context) => ({ status: true, participants: { where: { userId: context.viewer?.userId ?? 0, side: "SENDER" as const }, select: { id: true }, take: 1 } }),
    resolve: (request) => request.status === "DRAFT" && request.participants.length > 0,
  }),
  patientConsentAt: t.expose("patientConsentAt", { type: "DateTime", nullable: true, description: "When the requester recorded the patient's consent to tele-expertise." }),
  patientConsentBy: t.relation("patientConsentBy", { type: UserRef, nullable: true, description: "Who recorded the patient's consent." }),
  lastEditedAt: t.expose("lastEditedAt", { type: "DateTime", nullable: true, description: "The last save of the draft (the editor shows another user's edit of the last minute)." }),
  lastEditedBy: t.relation("lastEditedBy", { type: UserRef, nullable: true, description: "Who saved the draft last." }),
  lastEditedByOtherAt: t.field({
    type: "DateTime",
    nullable: true,
    description: "When someone other than the viewer last saved the draft; null when the viewer saved last (spec 2 §4 edit indicator).",
    select: { lastEditedAt: true, lastEditedById: true },
    resolve: (request, _args, context) => (request.lastEditedById !== null && request.lastEditedById !== context.viewer?.userId ? request.lastEditedAt : null),
  }),
  iep: t.exposeString("iep", { nullable: true, description: "The hospital stay number, for groups that collect it." }),
  formSchema: t.field({
    type: "JSON",
    nullable: true,
    description: "The recipient topic's form (spec 2 §3 \"Form schema\") when the request is written with one: the one stored with the request, else the topic's.",
    select: { formContent: true, recipientTopic: { select: { formSchema: true } } },
    resolve: (request) => {
      const stored = request.formContent && typeof request.formContent === "object" && !Array.isArray(request.formContent) ? request.formContent.schema : null;
      return stored ?? request.recipientTopic?.formSchema ?? null;
    },
  }),
  formValue: t.field({
    type: "JSON",
    nullable: true,
    description: "The values of the structured form, by field name.",
    select: { formContent: true },
    resolve: (request) => (request.formContent && typeof request.formContent === "object" && !Array.isArray(request.formContent) ? (request.formContent.value ?? null) : null),
  }),
  patientNeedsInsurance: t.boolean({
    description: "Whether the patient's NIR and regime are required (French patients of requests written in France: the act is billed to the health insurance).",
    select: { author: { select: { country: true } }, patient: { select: { country: true } }, recipientGroup: { select: { extraPatientFields: true } } },
    resolve: (request) => patientRequirementsOf(request).insurance,
  }),
  billingNumber: t.exposeString("billingNumber", { nullable: true, description: "The requester's billing number for this request (spec 2 §3 billing_number), one of their billing infos." }),
  requesterBills: t.boolean({
    description:
      "Whether the request's author bills a requester act (RQD) for it at today's date: French professionals of a profession with a requester act (spec 2 §5 thresholds). The draft then asks for a billing number (prerequisite step).",
    select: { author: { select: { country: true, professional: { select: { specialty: { select: { professionCode: true } } } } } } },
    resolve: (request, _args, context) => requesterWillBill(request.author.country, request.author.professional?.specialty?.professionCode ?? null, context.now()),
  }),
  authorProfessionCode: t.int({
    nullable: true,
    description: "The author's profession code (spec 1 §3: 10 doctor, 40 dentist, 50 midwife...), for the draft's eligibility hints.",
    select: { author: { select: { professional: { select: { specialty: { select: { professionCode: true } } } } } } },
    resolve: (request) => request.author.professional?.specialty?.professionCode ?? null,
  }),
  eligibilityRestricted: t.boolean({
    description: "Whether, at today's date, only the restricted categories are eligible (before 1 April 2022): the requester must then name one.",
    resolve: (_request, _args, context) => eligibilityIsRestricted(context.now()),
  }),
  eligibilityChoices: t.field({
    type: [EligibilityEnum],
    description: "The eligibility values the requester may choose at today's date: restricted categories before 1 April 2022, else ELIGIBLE (the default) or NONELIGIBLE.",
    resolve: (_request, _args, context) => [...eligibilityChoices(context.now())],
  }),
  patientCountry: t.field({
    type: CountryEnum,
    description:
      "The country whose insurance identity the draft's patient carries, hence the patient form's fields (FR: NIR and regime codes; BE: NISS; DE: KVNR and Krankenkasse): the patient's, else the requester's for a patient still to enter.",
    select: { author: { select: { country: true } }, patient: { select: { country: true } }, recipientGroup: { select: { extraPatientFields: true } } },
    resolve: (request) => patientRequirementsOf(request).country,
  }),
  patientExtraFields: t.stringList({
    description: "The recipient group's extra patient fields (CAISSE, CENTRE, PHONE, EMAIL, ADDRESS, BIRTH_PLACE), required in the patient step.",
    select: { author: { select: { country: true } }, recipientGroup: { select: { extraPatientFields: true } } },
    resolve: (request) => [...patientRequirementsOf(request).extraFields],
  }),
  publishMissing: t.stringList({
    description:
      "What still blocks sending this draft, in the editor's order: patient, patient.<trait>, consent, description, form.<field>. Empty when it may be sent (or is not a draft).",
    select: { status: true, ...readinessSelect },
    resolve: (request, _args, context) => (request.status === "DRAFT" ? publishMissingItems(request, context.now()) : []),
  }),
}));

const DraftSaved = builder.objectRef<{ requestId: number; version: number }>("DraftSaved").implement({
  description: "The draft was saved; `version` is the one to send with the next edit.",
  fields: (t) => ({
    version: t.int({ description: "The draft's version after this save.", resolve: (saved) => saved.version }),
    request: t.prismaField({
      type: "Request",
      nullable: true,
      description: "The saved request.",
      resolve: (query, saved, _args, context) => findReadableRequest(context.prisma, context.viewer, saved.requestId, query),
    }),
  }),
});

const RequestPublished = builder.objectRef<{ requestId: number; meeting?: PublicationMeeting }>("RequestPublished").implement({
  description: "The request was sent: its consult is open on the recipient side.",
  fields: (t) => ({
    meetingAssignedAutomatically: t.boolean({
      description: "The topic's automatic mode registered the request to its next meeting (spec 2 §4: the editor explains it; request.consultMeeting tells which).",
      resolve: (published) => published.meeting?.automatic ?? false,
    }),
    request: t.prismaField({
      type: "Request",
      nullable: true,
      description: "The sent request.",
      resolve: (query, published, _args, context) => findReadableRequest(context.prisma, context.viewer, published.requestId, query),
    }),
  }),
});

const DraftDeleted = builder.objectRef<{ requestId: number }>("DraftDeleted").implement({
  description: "The draft and its attachments are gone.",
  fields: (t) => ({
    deletedRequestId: t.id({ description: "The global id the deleted request had.", resolve: (deleted) => Buffer.from(`Request:${deleted.requestId}`).toString("base64") }),
  }),
});

const RequesterContactSaved = builder.objectRef<{ requestId: number }>("RequesterContactSaved").implement({
  description: "The requester's professional contact was saved on the account (and the phone on the draft).",
  fields: (t) => ({ ok: t.boolean({ description: "Always true.", resolve: () => true }) }),
});

const DraftRecipientInput = builder.inputType("DraftRecipientInput", {
  description: "A draft's new recipient, named as in createRequest and checked by the same rules (spec 1 §4). Ids are database ids.",
  fields: (t) => ({
    recipientType: t.field({ type: PartyTypeEnum, required: true, description: "PROFESSIONAL (with recipientProfessionalId) or GROUP (with recipientTopicId)." }),
    recipientProfessionalId: t.int({ description: "The professional; for GROUP, the named expert of the topic." }),
    recipientGroupId: t.int({ description: "The recipient group (checked against the topic's)." }),
    recipientTopicId: t.int({ description: "The recipient topic (a tele-expertise topic)." }),
  }),
});

const DraftSenderInput = builder.inputType("DraftSenderInput", {
  description: "Who signs the draft: oneself (no ids), or a sender group and topic of senderContexts.",
  fields: (t) => ({
    senderGroupId: t.int({ description: "The sender group; absent or null signs as oneself." }),
    senderTopicId: t.int({ description: "The sender topic, with senderGroupId." }),
  }),
});

const UpdateDraftInput = builder.inputType("UpdateDraftInput", {
  description: "A draft edit: only the fields given change.",
  fields: (t) => ({
    requestId: t.id({ required: true, description: "The draft's global id." }),
    version: t.int({ description: "The version the editor loaded: a newer save refuses this one (version_conflict)." }),
    description: t.string({ description: "The free-text question (20,000 characters at most); empty clears it." }),
    clearDescription: t.boolean({ description: "Clears the description." }),
    formValue: t.field({ type: "JSON", description: "The structured form's values, by field name." }),
    patientId: t.id({ description: "The patient (a Patient global id) the request is about." }),
    patientConsent: t.boolean({ description: "The patient agreed to tele-expertise: recorded with who and when." }),
    iep: t.string({ description: "The hospital stay number (IEP), for groups that collect it." }),
    recipient: t.field({ type: DraftRecipientInput, description: "A new recipient (the prerequisite recipient step)." }),
    sender: t.field({ type: DraftSenderInput, description: "A new sender context (the prerequisite sender step)." }),
    eligibility: t.field({ type: EligibilityEnum, description: "The request's eligibility (spec 2 §3), chosen by the requester; see eligibilityChoices." }),
    clearEligibility: t.boolean({ description: "Clears the eligibility (not stated)." }),
    billingNumber: t.string({ description: "The requester's billing number for this request: one of their own billingInfos (not_found otherwise); empty clears it." }),
  }),
});

const RequestRefInput = builder.inputType("RequestRefInput", {
  description: "A request, with the version the page loaded.",
  fields: (t) => ({
    requestId: t.id({ required: true, description: "The request's global id." }),
    version: t.int({ description: "The version the page loaded: a newer save refuses the call (version_conflict)." }),
  }),
});

const RequesterContactInput = builder.inputType("RequesterContactInput", {
  description: "The requester's professional phone or e-mail that the recipient group collects.",
  fields: (t) => ({
    requestId: t.id({ required: true, description: "The draft's global id." }),
    phone: t.string({ description: "A mobile phone number of the requester's country." }),
    email: t.string({ description: "A professional e-mail address." }),
  }),
});

builder.mutationField("updateDraft", (t) =>
  t.field({
    type: builder.errorUnion("UpdateDraftResult", {
      description: "Saved, or a DomainError: version_conflict, request_not_editable, not_found, forbidden, validation_failed (field), invalid recipient or sender codes.",
      types: [DraftSaved, DomainError],
      resolveType: () => DraftSaved,
    }),
    authScopes: { validated: true },
    description: "Saves a draft's edits (autosave). Only drafts, only on the sender side; refused with version_conflict when someone saved since `version`.",
    args: { input: t.arg({ type: UpdateDraftInput, required: true, description: "The draft and the fields to change." }) },
    resolve: async (_root, { input }, context) =>
      updateDraft(domainDeps(context), requireViewer(context.viewer), {
        requestId: idOf(input.requestId, "Request"),
        ...(input.version != null ? { version: input.version } : {}),
        ...(input.clearDescription ? { description: null } : input.description != null ? { description: input.description } : {}),
        ...(input.formValue !== undefined ? { formValue: input.formValue as Record<string, unknown> | null } : {}),
        ...(input.patientId != null ? { patientId: idOf(input.patientId, "Patient") } : {}),
        ...(input.patientConsent != null ? { patientConsent: input.patientConsent } : {}),
        ...(input.iep != null ? { iep: input.iep } : {}),
        ...(input.recipient ? { recipient: input.recipient } : {}),
        ...(input.clearEligibility ? { eligibility: null } : input.eligibility != null ? { eligibility: input.eligibility } : {}),
        ...(input.billingNumber != null ? { billingNumber: input.billingNumber.trim() === "" ? null : input.billingNumber } : {}),
        ...(input.sender ? { sender: { senderGroupId: input.sender.senderGroupId ?? null, senderTopicId: input.sender.senderTopicId ?? null } } : {}),
      }),
  }),
);

builder.mutationField("publishRequest", (t) =>
  t.field({
    type: builder.errorUnion("PublishRequestResult", {
      description: "Sent, or a DomainError: publish_incomplete, contact_phone_missing, contact_email_missing, hospitalization_missing, version_conflict, request_not_editable, not_found.",
      types: [RequestPublished, DomainError],
      resolveType: () => RequestPublished,
    }),
    authScopes: { validated: true },
    description: "Sends a draft. Refused with publish_incomplete (field: first missing item), contact_phone_missing, contact_email_missing or hospitalization_missing.",
    args: {
      input: t.arg({ type: RequestRefInput, required: true, description: "The draft to send, with the version the page loaded." }),
      meetingId: t.arg.globalID({
        required: false,
        description: "Manual meeting topics: the meeting-selection step's choice, an upcoming meeting of the topic (absent: the draft's own; null: none). Refused in automatic and delegate modes.",
      }),
    },
    resolve: async (_root, { input, meetingId }, context) =>
      publishRequest(domainDeps(context), requireViewer(context.viewer), {
        requestId: idOf(input.requestId, "Request"),
        ...(input.version != null ? { version: input.version } : {}),
        ...(meetingId !== undefined ? { meetingId: meetingId === null ? null : meetingId.typename === "Meeting" ? toDbId(meetingId.id) : 0 } : {}),
      }),
  }),
);

builder.mutationField("deleteDraft", (t) =>
  t.field({
    type: builder.errorUnion("DeleteDraftResult", {
      description: "Deleted, or a DomainError: delete_forbidden, request_not_editable, not_found.",
      types: [DraftDeleted, DomainError],
      resolveType: () => DraftDeleted,
    }),
    authScopes: { validated: true },
    description: "Deletes a draft, only while no recipient-side participant exists (delete_forbidden).",
    args: { input: t.arg({ type: RequestRefInput, required: true, description: "The draft to delete." }) },
    resolve: async (_root, { input }, context) => deleteDraft(domainDeps(context), requireViewer(context.viewer), { requestId: idOf(input.requestId, "Request") }),
  }),
);

builder.mutationField("setRequesterContact", (t) =>
  t.field({
    type: builder.errorUnion("SetRequesterContactResult", {
      description: "Saved, or a DomainError: invalid_phone, invalid_email, secure_messaging_unsupported, request_not_editable, not_found.",
      types: [RequesterContactSaved, DomainError],
      resolveType: () => RequesterContactSaved,
    }),
    authScopes: { validated: true },
    description: "Answers contact_phone_missing or contact_email_missing: saves the requester's professional phone or e-mail.",
    args: { input: t.arg({ type: RequesterContactInput, required: true, description: "The draft and the phone or e-mail to save." }) },
    resolve: async (_root, { input }, context) =>
      setRequesterContact(domainDeps(context), requireViewer(context.viewer), {
        requestId: idOf(input.requestId, "Request"),
        ...(input.phone != null ? { phone: input.phone } : {}),
        ...(input.email != null ? { email: input.email } : {}),
      }),
  }),
);

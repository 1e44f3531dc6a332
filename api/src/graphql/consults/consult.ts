import { ActCode, Eligibility } from "../../db/generated/prisma/enums.ts";
import { capabilitiesOf, type Capabilities } from "../../domain/consults/capabilities.ts";
import { listAssignableMembers, type AssignableMember } from "../../domain/consults/members.ts";
import { standingOf, standingSelect } from "../../domain/consults/standing.ts";
import { profilePictureUrl } from "../../domain/settings/profile-picture.ts";
import { readFormSchema } from "../../domain/rules/form-schema.ts";
import { builder } from "../builder.ts";
import { ConsultStatusEnum, ParticipationSideEnum } from "../enums.ts";
import { RequestRef } from "../requests/request.ts";

export const ActCodeEnum = builder.enumType(ActCode, {
  name: "ActCode",
  description: "The expert's act a completed consult records (spec 2 §3), from the act table: TE1, TE2, EBM_01671, or NONE (no act).",
  values: {
    TE1: { description: "French tele-expertise act of level 1 (a simple question), until 31 March 2022." },
    TE2: { description: "French tele-expertise act (level 2 until 31 March 2022, the single level since): 20 €, 23 € from 1 January 2026." },
    EBM_01671: { description: "German Telekonsil of the consulted doctor (EBM 01671, REST '01671'), with its 01672 supplements in actSupplements." },
    NONE: { description: "No act: the consult is recorded as administrative data only, never billed." },
  },
});

export const EligibilityEnum = builder.enumType(Eligibility, {
  name: "Eligibility",
  description: "Spec 2 §3 eligibility of the request to tele-expertise billing; NONELIGIBLE requests are never billable.",
  values: {
    ELIGIBLE: { description: "Eligible, without a more specific reason." },
    ALD: { description: "The patient has a long-term condition (affection de longue durée)." },
    ZSD: { description: "The patient lives in an under-served area (zone sous-dense)." },
    RARE: { description: "The patient has a rare disease." },
    EHPAD: { description: "The patient lives in a nursing home (EHPAD)." },
    DETENU: { description: "The patient is a detainee." },
    COVID_19: { description: "The request is about COVID-19." },
    NONELIGIBLE: { description: "Not eligible: the act cannot be billed." },
  },
});

export const TagRef = builder.prismaObject("Tag", {
  description: "A tag of a recipient group, put on its consults (spec 2 §6).",
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id REST and the updateConsultTags mutation use." }),
    label: t.exposeString("label", { description: "The tag as shown." }),
  }),
});

builder.prismaObject("Participant", {
  name: "RequestParticipant",
  description: "Someone taking part in a request, on the sender or the recipient side (spec 2 §3 participants).",
  select: { id: true },
  fields: (t) => ({
    side: t.expose("side", { type: ParticipationSideEnum, description: "SENDER or RECIPIENT." }),
    user: t.relation("user", { description: "The participant." }),
    joinedAt: t.expose("createdAt", { type: "DateTime", description: "When they started taking part." }),
  }),
});

builder.prismaObject("Consult", {
  description: "The recipient side's answer to a published request: its status, act code, tags and survey (spec 2 §3).",
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id of REST's PUT /consults/{id}." }),
    status: t.expose("status", { type: ConsultStatusEnum, description: "OPENED until completed or rejected (CANCELLED)." }),
    actCode: t.expose("actCode", { type: ActCodeEnum, nullable: true, description: "The expert's act, set on completion (spec 2 §3 act_code)." }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true, description: "When it was completed or rejected (null while opened, and for a request cancelled by its sender)." }),
    completedBy: t.relation("completedBy", { nullable: true, description: "Who completed or rejected it." }),
    integratedAct: t.exposeBoolean("integratedAct", {
      description: "Spec 2 §3 integrated_act: the act is billed (marked by whoever bills it, the group's act integrators, or read by the practice software's billing extension). Read as REST's consult gives it.",
    }),
    integratedReport: t.exposeBoolean("integratedReport", {
      description: "Spec 2 §3 integrated_report: the consult's report is in the patient's record (marked by the recipient group's report integrators).",
    }),
    tags: t.field({
      type: [TagRef],
      description: "Its tags, from the recipient group's.",
      select: (_args, _context, nested) => ({ tags: { select: { tag: nested({ select: { id: true } }) }, orderBy: { tagId: "asc" } } }),
      resolve: (consult) => consult.tags.map((link) => link.tag),
    }),
    surveyValue: t.field({
      type: "JSON",
      nullable: true,
      description: "The saved survey answers (a form value keyed by field name).",
      select: { surveyContent: true },
      resolve: (consult) => {
        const content = consult.surveyContent;
        return content && typeof content === "object" && !Array.isArray(content) ? (content["value"] ?? null) : null;
      },
    }),
    surveySchema: t.field({
      type: "JSON",
      nullable: true,
      description: "The recipient topic's survey schema (spec 2 §3 \"Form schema\"), or null when the topic has none.",
      select: { request: { select: { recipientTopic: { select: { surveySchema: true } } } } },
      resolve: (consult) => readFormSchema(consult.request.recipientTopic?.surveySchema) ?? null,
    }),
    surveyEditedAt: t.expose("surveyEditedAt", { type: "DateTime", nullable: true, description: "When the survey was last saved." }),
  }),
});

const MemberRef = builder.objectRef<AssignableMember>("RecipientGroupMember").implement({
  description: "An ongoing member of the request's recipient group, for the add-participant modal.",
  fields: (t) => ({
    user: t.globalID({ description: "The member's User id, as assignRequest takes it.", resolve: (m) => ({ type: "User", id: String(m.userId) }) }),
    databaseId: t.int({ description: "The member's user id, as REST's request-assignments takes it.", resolve: (m) => m.userId }),
    firstName: t.string({ description: "First name.", resolve: (m) => m.firstName }),
    lastName: t.string({ description: "Last name.", resolve: (m) => m.lastName }),
    profilePictureUrl: t.string({ nullable: true, description: "The member's avatar address, null when none is set (the same as User.profilePictureUrl).", resolve: (m) => profilePictureUrl(m.userId, m.profilePictureId) }),
    title: t.string({ nullable: true, description: "Title in the group.", resolve: (m) => m.title }),
    canReply: t.boolean({ description: "An expert who answers requests.", resolve: (m) => m.canReply }),
    canSupport: t.boolean({ description: "Administrative support.", resolve: (m) => m.canSupport }),
    canShadow: t.boolean({ description: "An observer.", resolve: (m) => m.canShadow }),
    canAdmin: t.boolean({ description: "A group administrator.", resolve: (m) => m.canAdmin }),
    isParticipant: t.boolean({ description: "Already takes part in the request.", resolve: (m) => m.isParticipant }),
  }),
});

const CAPABILITY_DESCRIPTIONS: Record<keyof Capabilities, string> = {
  canReply: "The viewer may write in the thread (a participant of a published request).",
  canSupport: "The viewer is administrative support (or admin) of the recipient group.",
  canShadow: "The viewer may read the request without taking part (super user, observer, support or admin of the recipient group).",
  canComplete: "The viewer may complete or reject the consult (a recipient-side participant, consult opened).",
  canEditSurvey: "The viewer may fill in the consult survey (a recipient-side participant).",
  canCreateSelfParticipation: "The viewer may join the request on the recipient side (joinRequest).",
  canAddParticipant: "The viewer may add recipient-group members as participants (assignRequest).",
  canTransfer: "The viewer may transfer the request into a new draft (a participant of a published request).",
  canEditTags: "The viewer may edit the consult's tags (a member of the recipient group).",
};

builder.prismaObjectFields(RequestRef, (t) => {
  const capability = (name: keyof Capabilities) =>
    t.boolean({
      description: CAPABILITY_DESCRIPTIONS[name],
      select: (_args, context) => standingSelect(context.viewer),
      resolve: (request, _args, context) => capabilitiesOf(standingOf(request, context.viewer))[name],
    });
  return {
    consult: t.relation("consult", { nullable: true, description: "The recipient side's consult, once published." }),
    eligibility: t.expose("eligibility", { type: EligibilityEnum, nullable: true, description: "Eligibility as recorded on the request (null: not stated)." }),
    participants: t.relation("participants", {
      description: "Who takes part, sender side first, in the order they joined.",
      query: { orderBy: [{ side: "asc" }, { id: "asc" }] },
    }),
    recipientGroupTags: t.field({
      type: [TagRef],
      description: "The recipient group's tags, to choose from in the tags modal; empty for a viewer who may not edit them.",
      select: (_args, context, nested) => ({
        ...standingSelect(context.viewer),
        recipientGroup: { select: { ...standingSelect(context.viewer).recipientGroup.select, tags: nested({ select: { id: true }, orderBy: { label: "asc" } }) } },
      }),
      resolve: (request, _args, context) => (capabilitiesOf(standingOf(request, context.viewer)).canEditTags ? (request.recipientGroup?.tags ?? []) : []),
    }),
    recipientGroupMembers: t.field({
      type: [MemberRef],
      description: "Ongoing members of the recipient group, for a viewer who may add participants (empty otherwise).",
      select: { id: true },
      resolve: (request, _args, context) => listAssignableMembers(context.prisma, context.viewer, request.id),
    }),
    canReply: capability("canReply"),
    canSupport: capability("canSupport"),
    canShadow: capability("canShadow"),
    canComplete: capability("canComplete"),
    canEditSurvey: capability("canEditSurvey"),
    canCreateSelfParticipation: capability("canCreateSelfParticipation"),
    canAddParticipant: capability("canAddParticipant"),
    canTransfer: capability("canTransfer"),
    canEditTags: capability("canEditTags"),
  };
});

import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { DomainError } from "../../domain/errors.ts";
import type { InteropDraftInput as InteropDraftCommandInput } from "../../domain/interop/interop-draft-input.ts";
import { convertInteropDraft, prepareInteropDraft, type PreparedDraft } from "../../domain/interop/prepared-drafts.ts";
import { startInteropDraft } from "../../domain/interop/start-interop-draft.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";
import { RequestCreated, type CreatedShape } from "../requests/create-request.ts";

// Issue 24 item 2: the drafts practice software opens or prepares for its doctor (spec 1 §2
// /interop/drafts/new and /interop/drafts/{id}, spec 2 §7 POST interop/{id}/convert/).

const InteropDraftInput = builder.inputType("InteropDraftInput", {
  description: "What a practice-software link carries (the /interop/drafts/new hash names the same fields in snake_case): the recipient by RPPS or id, and optionally the question, the patient and the hospital ids.",
  fields: (t) => ({
    recipientRpps: t.string({ required: false, description: "The recipient's RPPS (or ADELI, INAMI, LANR) number; or recipientProfessionalId." }),
    recipientProfessionalId: t.int({ required: false, description: "The recipient's database id in the directory; or recipientRpps." }),
    description: t.string({ required: false, description: "The question, as the draft's description." }),
    patientFirstName: t.string({ required: false, description: "The patient's first name." }),
    patientLastName: t.string({ required: false, description: "The patient's last name (also the birth name when patientBirthName is absent)." }),
    patientBirthName: t.string({ required: false, description: "The patient's birth name." }),
    patientBirthDate: t.string({ required: false, description: "The patient's birth date, YYYY-MM-DD." }),
    patientGender: t.string({ required: false, description: "M, F or O." }),
    patientNir: t.string({ required: false, description: "The patient's NIR (France)." }),
    iep: t.string({ required: false, description: "The hospital stay number (IEP)." }),
    ipp: t.string({ required: false, description: "The patient's id in the practice or hospital software (IPP)." }),
  }),
});

type InteropDraftArgs = { [K in keyof InteropDraftCommandInput]?: InteropDraftCommandInput[K] | string | number | null };

/** GraphQL's nulls as absent fields; the command checks every value (the gender among them). */
function commandInput(input: InteropDraftArgs): InteropDraftCommandInput {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)) as InteropDraftCommandInput;
}

const StartInteropDraftResult = builder.errorUnion("StartInteropDraftResult", {
  description: "The new draft, or why the link cannot make one (interop_recipient_missing, interop_recipient_unknown, recipient_unaccepted, validation_failed naming the field...).",
  types: [RequestCreated, DomainError],
  resolveType: () => RequestCreated,
});

builder.mutationField("startInteropDraft", (t) =>
  t.field({
    type: StartInteropDraftResult,
    authScopes: { validated: true },
    description: "The /interop/drafts/new link: a draft to the named professional with what the link carries, made by the same command as the new-request screen; nothing is left when it is refused.",
    args: { input: t.arg({ type: InteropDraftInput, required: true, description: "The link's parameters." }) },
    resolve: async (_root, { input }, context) => {
      const draft = await startInteropDraft(domainDeps(context), requireViewer(context.viewer), commandInput(input));
      return { requestId: draft.id } satisfies CreatedShape;
    },
  }),
);

const PreparedInteropDraft = builder.objectRef<PreparedDraft>("PreparedInteropDraft").implement({
  description: "A request prepared for the viewer, to open at /interop/drafts/{id} before it expires.",
  fields: (t) => ({
    id: t.exposeString("id", { description: "The prepared draft's id (not a global id: it travels in the link)." }),
    url: t.string({ description: "Where the doctor opens it, on this site.", resolve: (prepared) => `/interop/drafts/${prepared.id}` }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "After this, opening it answers interop_draft_expired." }),
  }),
});

const PrepareInteropDraftResult = builder.errorUnion("PrepareInteropDraftResult", {
  description: "The prepared draft, or why its parameters are refused.",
  types: [PreparedInteropDraft, DomainError],
  resolveType: () => PreparedInteropDraft,
});

builder.mutationField("prepareInteropDraft", (t) =>
  t.field({
    type: PrepareInteropDraftResult,
    authScopes: { validated: true },
    description: "Practice software prepares a request for the viewer (issue 24); the parameters are checked now and again when it is opened.",
    args: { input: t.arg({ type: InteropDraftInput, required: true, description: "The draft's parameters." }) },
    resolve: async (_root, { input }, context) => prepareInteropDraft(domainDeps(context), requireViewer(context.viewer), commandInput(input)),
  }),
);

const ConvertInteropDraftResult = builder.errorUnion("ConvertInteropDraftResult", {
  description: "The request draft it became, or why not (not_found, interop_draft_expired, the recipient's refusal).",
  types: [RequestCreated, DomainError],
  resolveType: () => RequestCreated,
});

builder.mutationField("convertInteropDraft", (t) =>
  t.field({
    type: ConvertInteropDraftResult,
    authScopes: { validated: true },
    description: "Spec 2 §7 POST interop/{id}/convert/: the viewer's prepared draft becomes a request draft; converting again answers the same one.",
    args: { id: t.arg.string({ required: true, description: "The prepared draft's id, from its link." }) },
    resolve: async (_root, args, context) => {
      if (args.id.length > 64) throw new DomainError("not_found");
      return convertInteropDraft(domainDeps(context), requireViewer(context.viewer), args.id);
    },
  }),
);

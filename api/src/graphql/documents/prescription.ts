import { domainDeps } from "../../call/domain-deps.ts";
import { findReadableFiles } from "../../domain/files/gate.ts";
import { canPrescribeOn, prescriberSelect, type PrescriberRow } from "../../domain/documents/prescription-access.ts";
import { attachPrescription, generatePrescription, type AttachedPrescription, type GeneratedPrescription } from "../../domain/documents/prescription.ts";
import { findReadableRequest } from "../../domain/requests/gate.ts";
import { PRESCRIPTION_TEXT_MAX } from "../../domain/rules/prescription-fields.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";
import { FileRef } from "../files/file.ts";
import { toDbId } from "../ids.ts";
import { RequestRef } from "../requests/request.ts";

// Issue 22 item 3, spec 2 §6 and §7 prescription_generation: the GraphQL side of
// api/src/rest/documents/prescriptions.ts, over the same domain commands.

builder.prismaObjectFields(RequestRef, (t) => ({
  canPrescribe: t.boolean({
    description:
      "Spec 2 §6: whether the viewer may write a prescription on this request (the prescription button): a recipient-side participant, in France, whose directory entry can prescribe.",
    // The viewer's own participation with their account, joined into the request's statement.
    select: (_args, context) => prescriberSelect(context.viewer),
    resolve: (request, _args, context) => canPrescribeOn(request as unknown as PrescriberRow, context.viewer),
  }),
}));

const PrescriptionTemplateEnum = builder.enumType("PrescriptionTemplate", {
  description: "Spec 2 §3 prescription templates (REST template_name in parentheses).",
  values: {
    DEFAULT: { value: "default", description: "Free text (default)." },
    BIZONE: { value: "bizone", description: "Two sections: the recognised long-term condition's treatment above, the rest below (bizone)." },
    CERFA_12708_02: { value: "cerfa_12708_02", description: "The official form 12708*02, medicines or products and services of exception (cerfa_12708_02)." },
  } as const,
});

const PrescriptionValuesInput = builder.inputType("PrescriptionValuesInput", {
  description: "The template's fields (spec 2 §5); a template ignores the others'.",
  fields: (t) => ({
    text: t.string({ required: false, description: `DEFAULT: the prescription; BIZONE: the lower zone; CERFA_12708_02: the prescription box (1500 characters). At most ${PRESCRIPTION_TEXT_MAX} characters.` }),
    aldText: t.string({ required: false, description: "BIZONE: the upper zone, the long-term condition's treatment (BIZONE needs text or aldText)." }),
    ald: t.boolean({ required: false, description: "CERFA_12708_02, required: care related to an exempting long-term condition." }),
    workAccident: t.boolean({ required: false, description: "CERFA_12708_02, required: work accident or occupational disease." }),
    workAccidentDate: t.string({ required: false, description: "CERFA_12708_02, optional: DDMMYYYY (8 digits, a real day)." }),
    workAccidentNumber: t.string({ required: false, description: "CERFA_12708_02, optional: the work accident's number." }),
    deadlineDate: t.string({ required: false, description: "CERFA_12708_02, optional: to be carried out before this day, DDMMYYYY." }),
  }),
});

const PrescriptionPdfRef = builder.objectRef<GeneratedPrescription>("PrescriptionPdf").implement({
  description: "A prescription's PDF/A-2b file, stored nowhere (a preview).",
  fields: (t) => ({
    fileName: t.exposeString("fileName", { description: "The name to save it under." }),
    size: t.int({ description: "Its size in bytes.", resolve: (pdf) => pdf.bytes.byteLength }),
    dataUrl: t.string({
      description: "The file as a data: URL (application/pdf, base64). Prescriptions are a few tens of kilobytes; REST POST requests/prescription_generation answers the same bytes as a download.",
      resolve: (pdf) => `data:application/pdf;base64,${Buffer.from(pdf.bytes).toString("base64")}`,
    }),
  }),
});

const PrescriptionAttachedRef = builder.objectRef<AttachedPrescription>("PrescriptionAttached").implement({
  description: "The prescription was put on the request as a file.",
  fields: (t) => ({
    file: t.prismaField({
      type: FileRef,
      nullable: true,
      description: "The prescription's file.",
      resolve: async (query, attached, _args, context) => (await findReadableFiles(context.prisma, context.viewer, [attached.fileId], query))[0] ?? null,
    }),
    request: t.prismaField({
      type: "Request",
      nullable: true,
      description: "The request, to refetch its files.",
      resolve: (query, attached, _args, context) => findReadableRequest(context.prisma, context.viewer, attached.requestId, query),
    }),
  }),
});

const prescriptionArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  requestId: t.arg.globalID({ required: true, description: "The request (its global id)." }),
  template: t.arg({ type: PrescriptionTemplateEnum, required: true, description: "Which template." }),
  values: t.arg({ type: PrescriptionValuesInput, required: true, description: "The template's fields." }),
  billingNumber: t.arg.string({ required: false, description: "One of the viewer's billing numbers, printed as the n° AM; required to attach." }),
});

type PrescriptionArgs = {
  requestId: { typename: string; id: string };
  template: "default" | "bizone" | "cerfa_12708_02";
  values: { text?: string | null; aldText?: string | null; ald?: boolean | null; workAccident?: boolean | null; workAccidentDate?: string | null; workAccidentNumber?: string | null; deadlineDate?: string | null };
  billingNumber?: string | null;
};

/** GraphQL nulls are absent fields for the command; a global id of another type is no request (the gate answers not_found). */
function commandInput(args: PrescriptionArgs) {
  const v = args.values;
  const text = (value: string | null | undefined) => value ?? undefined;
  return {
    requestId: args.requestId.typename === "Request" ? toDbId(args.requestId.id) : 0,
    templateName: args.template,
    values: { text: text(v.text), aldText: text(v.aldText), ald: v.ald, workAccident: v.workAccident, workAccidentDate: text(v.workAccidentDate), workAccidentNumber: text(v.workAccidentNumber), deadlineDate: text(v.deadlineDate) },
    billingNumber: args.billingNumber ?? null,
  };
}

function checkedRequest(input: ReturnType<typeof commandInput>) {
  if (input.requestId === 0) throw new DomainError("not_found");
  return input;
}

builder.mutationField("generatePrescription", (t) =>
  t.field({
    type: builder.errorUnion("GeneratePrescriptionResult", {
      description: "The PDF, or why not (not_found, france_only, prescription_not_allowed, prescription_text_required, prescription_date_invalid, prescription_field_required, prescription_billing_number_unknown).",
      types: [PrescriptionPdfRef, DomainError],
      resolveType: () => PrescriptionPdfRef,
    }),
    authScopes: { validated: true },
    description: "Spec 2 §7 POST prescription_generation: the prescription as a PDF, stored nowhere (a preview). Stores nothing; a mutation because it takes a whole prescription as input, like its REST twin.",
    args: prescriptionArgs(t),
    resolve: (_root, args, context) => generatePrescription(domainDeps(context), context.viewer, checkedRequest(commandInput(args as PrescriptionArgs))),
  }),
);

builder.mutationField("attachPrescription", (t) =>
  t.field({
    type: builder.errorUnion("AttachPrescriptionResult", {
      description: "The file attached, or why not (the refusals of generatePrescription, and prescription_billing_number_required).",
      types: [PrescriptionAttachedRef, DomainError],
      resolveType: () => PrescriptionAttachedRef,
    }),
    authScopes: { validated: true },
    description: "Issue 22 item 3: writes the prescription and puts it on the request as a file, which the participants see arrive. A billing number is required (spec 2 §5).",
    args: prescriptionArgs(t),
    resolve: (_root, args, context) => attachPrescription(domainDeps(context), context.viewer, checkedRequest(commandInput(args as PrescriptionArgs))),
  }),
);

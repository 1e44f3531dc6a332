import { z } from "zod";
import { singleLineText } from "../single-line-text.ts";
import { dbIdSchema } from "../rules/id.ts";

/** A description long enough for any clinical question, short enough to bound a row. */
export const DESCRIPTION_MAX_LENGTH = 20_000;
/** A structured form's value, serialised; forms have tens of fields, not thousands. */
export const FORM_VALUE_MAX_BYTES = 64 * 1024;
export const IEP_MAX_LENGTH = 64;

const formValue = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= FORM_VALUE_MAX_BYTES, { message: "too large" });

/** A new recipient for a draft, named as POST requests names it (spec 1 §4). */
export const draftRecipientInput = z
  .object({
    recipientType: z.enum(["PROFESSIONAL", "GROUP"]),
    recipientProfessionalId: dbIdSchema.nullish(),
    recipientGroupId: dbIdSchema.nullish(),
    recipientTopicId: dbIdSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.recipientType === "PROFESSIONAL") {
      if (!input.recipientProfessionalId) ctx.addIssue({ code: "custom", path: ["recipientProfessionalId"], message: "required" });
      if (input.recipientGroupId || input.recipientTopicId) ctx.addIssue({ code: "custom", path: ["recipientGroupId"], message: "a professional recipient has no group" });
    } else if (!input.recipientTopicId) {
      ctx.addIssue({ code: "custom", path: ["recipientTopicId"], message: "required" });
    }
  });

/** Who signs the draft: oneself (both null), or a sender group and topic of GET sender_contexts. */
export const draftSenderInput = z
  .object({ senderGroupId: dbIdSchema.nullable(), senderTopicId: dbIdSchema.nullable() })
  .refine((input) => input.senderGroupId !== null || input.senderTopicId === null, { path: ["senderGroupId"], message: "required" });

/**
 * A draft edit (spec 2 §7 PUT requests/{id}): only the fields sent change. `version` is the
 * version the editor loaded; when given, a newer saved version refuses the edit (version_conflict)
 * instead of overwriting it.
 */
export const updateDraftInput = z.object({
  requestId: dbIdSchema,
  version: z.number().int().min(0).max(2_147_483_647).optional(),
  description: z.string().max(DESCRIPTION_MAX_LENGTH).nullable().optional(),
  formValue: formValue.nullable().optional(),
  patientId: dbIdSchema.nullable().optional(),
  patientConsent: z.boolean().optional(),
  /** The hospital stay number (IEP) that some groups collect (spec 2 §8 hospitalization_missing). */
  iep: singleLineText().trim().min(1).max(IEP_MAX_LENGTH).nullable().optional(),
  /** The patient's id in the requester's hospital or practice software (IPP), as practice software sends it (issue 24). */
  ipp: singleLineText().trim().min(1).max(IEP_MAX_LENGTH).nullable().optional(),
  /** A new recipient, checked by the same rules as a new request's. */
  recipient: draftRecipientInput.optional(),
  sender: draftSenderInput.optional(),
  /** Spec 2 §3 eligibility, chosen by the requester (null: not stated, eligible from April 2022). */
  eligibility: z.enum(["ELIGIBLE", "ALD", "ZSD", "RARE", "EHPAD", "DETENU", "COVID_19", "NONELIGIBLE"]).nullable().optional(),
  /** The requester's billing number for this request: one of their own (spec 2 §4 billing number step). */
  billingNumber: singleLineText().trim().max(20).nullable().optional(),
});
export type UpdateDraftInput = z.input<typeof updateDraftInput>;

export const requestRefInput = z.object({ requestId: dbIdSchema, version: z.number().int().min(0).max(2_147_483_647).optional() });
export type RequestRefInput = z.input<typeof requestRefInput>;

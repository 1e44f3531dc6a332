import { z } from "zod";
import { dbIdSchema } from "../rules/id.ts";

/** A description long enough for any clinical question, short enough to bound a row. */
export const DESCRIPTION_MAX_LENGTH = 20_000;
/** A structured form's value, serialised; forms have tens of fields, not thousands. */
export const FORM_VALUE_MAX_BYTES = 64 * 1024;
export const IEP_MAX_LENGTH = 64;

const formValue = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= FORM_VALUE_MAX_BYTES, { message: "too large" });

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
  iep: z.string().trim().min(1).max(IEP_MAX_LENGTH).nullable().optional(),
});
export type UpdateDraftInput = z.input<typeof updateDraftInput>;

export const requestRefInput = z.object({ requestId: dbIdSchema, version: z.number().int().min(0).max(2_147_483_647).optional() });
export type RequestRefInput = z.input<typeof requestRefInput>;

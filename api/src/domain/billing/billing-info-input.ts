import { z } from "zod";
import { DomainError } from "../errors.ts";
import { billingNumberProblem, normalizeBillingNumber } from "../rules/billing-number.ts";
import { dbIdSchema } from "../rules/id.ts";
import { singleLineText } from "../single-line-text.ts";

export const BILLING_LABEL_MAX_LENGTH = 100;
/** A number per practice location (RULES.md §3): a few each, the list stays one short page. */
export const BILLING_INFOS_MAX = 20;

const fields = {
  /** REST's user_id: whose numbers; only the viewer's own are written. */
  userId: dbIdSchema.optional(),
  label: singleLineText().max(BILLING_LABEL_MAX_LENGTH),
  number: z.string().max(40),
  isDefault: z.boolean().optional(),
};

export const createBillingInfoInput = z.object(fields);
export const updateBillingInfoInput = z.object({ billingInfoId: dbIdSchema, ...fields });
export const deleteBillingInfoInput = z.object({ billingInfoId: dbIdSchema });

/**
 * Spec 2 §5 "Billing number (settings)": label required once trimmed, the number 9 characters
 * with its key; each refusal has the spec's own message, keyed by its code.
 */
export function checkBillingInfoFields(input: { label: string; number: string }): { label: string; number: string } {
  const label = input.label.trim();
  if (!label) throw new DomainError("billing_label_required", "label");
  const problem = billingNumberProblem(input.number);
  if (problem) throw new DomainError(problem, "number");
  return { label, number: normalizeBillingNumber(input.number) };
}

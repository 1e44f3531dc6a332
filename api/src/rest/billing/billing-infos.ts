import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { BILLING_LABEL_MAX_LENGTH } from "../../domain/billing/billing-info-input.ts";
import { createBillingInfo, deleteBillingInfo, readOwnBillingInfo, updateBillingInfo, type BillingInfoRow } from "../../domain/billing/billing-infos.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import type { Viewer } from "../../domain/viewer.ts";
import { restError } from "../errors.ts";
import { defineRoute, type RestContext, type RestResult } from "../route.ts";

// Spec 2 §7 "Settings and profile": POST billing_infos, PUT and DELETE billing_infos/{id}
// (user_id, label, number). The list comes with the current user (GET /users/me billing_infos).

export const billingInfoShape = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  label: z.string(),
  number: z.string().describe("9 characters (numéro AM)."),
  is_default: z.boolean().describe("The number a completion starts from."),
});

export const toBillingInfoShape = (row: BillingInfoRow, userId: number): z.infer<typeof billingInfoShape> => ({
  id: row.id,
  user_id: userId,
  label: row.label,
  number: row.number,
  is_default: row.isDefault,
});

const body = z.object({
  user_id: dbIdSchema.optional().describe("Whose number: the caller's own (another user's answers 404 not_found, as a missing account)."),
  label: z.string().max(BILLING_LABEL_MAX_LENGTH).describe("Required; trimmed."),
  number: z.string().max(40).describe("9 characters with a valid key; spaces are ignored."),
  is_default: z.boolean().optional().describe("Make it the default (the first number is the default)."),
});

const ERRORS = ["billing_label_required", "billing_number_length", "billing_number_invalid", "france_only"] as const;

async function answer(context: RestContext, viewer: Viewer, id: number, status: number): Promise<RestResult> {
  const row = await readOwnBillingInfo(context.prisma, viewer, id);
  return row ? { status, body: toBillingInfoShape(row, viewer.userId) } : restError("not_found", context.locale);
}

const idParams = z.object({ id: dbIdSchema });

export const billingInfoRoutes = [
  defineRoute({
    method: "POST",
    path: "/billing_infos",
    operationId: "createBillingInfo",
    tag: "billing",
    summary: "Add a billing number to the caller's account (France only: 403 france_only elsewhere). Label required, number of 9 characters with its key. Another user's user_id answers 404.",
    auth: "validated",
    errors: [...ERRORS, "not_found"],
    body,
    response: billingInfoShape,
    handler: async (context, { body: input }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const { billingInfoId } = await createBillingInfo(domainDeps(context), viewer, { userId: input.user_id, label: input.label, number: input.number, isDefault: input.is_default });
      return answer(context, viewer, billingInfoId, 201);
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/billing_infos/{id}",
    operationId: "updateBillingInfo",
    tag: "billing",
    summary: "Edit one of the caller's billing numbers (another's answers 404, as a missing one). France only.",
    auth: "validated",
    errors: [...ERRORS],
    params: idParams,
    body,
    response: billingInfoShape,
    handler: async (context, { params, body: input }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      await updateBillingInfo(domainDeps(context), viewer, { billingInfoId: params.id, userId: input.user_id, label: input.label, number: input.number, isDefault: input.is_default });
      return answer(context, viewer, params.id, 200);
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/billing_infos/{id}",
    operationId: "deleteBillingInfo",
    tag: "billing",
    summary: "Delete one of the caller's billing numbers (another's answers 404); a deleted default passes to the oldest remaining number. France only.",
    auth: "validated",
    errors: ["france_only"],
    params: idParams,
    response: z.object({ id: z.number().int() }),
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const { billingInfoId } = await deleteBillingInfo(domainDeps(context), viewer, { billingInfoId: params.id });
      return { body: { id: billingInfoId } };
    },
  }),
];

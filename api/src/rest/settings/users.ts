import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { BILLING_SOFTWARE_FAMILIES, isBillingSoftware } from "../../domain/rules/billing-software.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { BIO_MAX_LENGTH } from "../../domain/settings/preferences.ts";
import { updateUserSettings } from "../../domain/settings/user-settings.ts";
import { readSettings, type Settings } from "../../domain/settings/read-settings.ts";
import { acceptsNoRequest } from "../../domain/settings/roles.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §7 "Settings and profile": PUT users/{id} with the preferences of the settings screen.

const preferencesBody = z.object({
  bio: z.string().max(BIO_MAX_LENGTH).nullable().optional().describe(`The presentation (at most ${BIO_MAX_LENGTH} characters); trimmed, empty or null removes it.`),
  accepts_individual_requests: z.boolean().optional().describe("Requestable users: take requests addressed to them personally."),
  sends_individual_requests: z.boolean().optional().describe("Group senders: send requests outside their groups."),
  uses_sms_alerts: z.boolean().optional().describe("Accounts with the SMS feature: a text message for each request received."),
  is_searchable: z.boolean().optional().describe("Requestable users: appear in the directory and the recipient search."),
  mss_address: z.string().max(320).nullable().optional().describe("France only: the secure health messaging address, on an MSSanté domain (…@…mssante.fr), else mss_address_invalid; empty or null clears it."),
  billing_software: z
    .string()
    .max(40)
    .nullable()
    .optional()
    .describe(`France only: the practice software the account bills from, one of ${BILLING_SOFTWARE_FAMILIES.join(", ")} (spec 2 §9), else billing_software_invalid; null clears it.`),
});

/** The preferences and what decides which of them the account has (spec 2 §3 Current user). */
export const preferencesShape = z.object({
  id: z.number().int(),
  bio: z.string().nullable(),
  accepts_individual_requests: z.boolean(),
  sends_individual_requests: z.boolean(),
  uses_sms_alerts: z.boolean(),
  is_searchable: z.boolean(),
  has_sms_feature: z.boolean(),
  is_requestable: z.boolean(),
  is_group_expert: z.boolean(),
  is_group_sender: z.boolean(),
  accepts_no_request_warning: z.boolean().describe("Spec 2 §6: requestable, yet accepts neither individual requests nor group-expert duties."),
  mss_address: z.string().nullable().describe("France only: the secure health messaging address (null elsewhere or when unset)."),
  signature_picture_id: z.number().int().nullable().describe("The handwritten signature (GET users/{id}/signature_picture), null when none is set."),
  billing_software: z.enum(BILLING_SOFTWARE_FAMILIES).nullable().describe("France only: the practice software the account bills from (spec 2 §9), null when none is chosen."),
});

export function preferencesOf(settings: Settings): z.infer<typeof preferencesShape> {
  return {
    id: settings.userId,
    bio: settings.bio,
    accepts_individual_requests: settings.acceptsIndividualRequests,
    sends_individual_requests: settings.sendsIndividualRequests,
    uses_sms_alerts: settings.usesSmsAlerts,
    is_searchable: settings.isSearchable,
    has_sms_feature: settings.hasSmsFeature,
    is_requestable: settings.isRequestable,
    is_group_expert: settings.isGroupExpert,
    is_group_sender: settings.isGroupSender,
    accepts_no_request_warning: acceptsNoRequest(settings, settings),
    mss_address: settings.mssAddress,
    signature_picture_id: settings.signaturePictureId,
    billing_software: settings.billingSoftware && isBillingSoftware(settings.billingSoftware) ? settings.billingSoftware : null,
  };
}

export const settingsUserRoutes = [
  defineRoute({
    method: "PUT",
    path: "/users/{id}",
    operationId: "updateUserSettings",
    tag: "settings",
    summary:
      "Change the caller's own settings (bio, accepts_individual_requests, sends_individual_requests, uses_sms_alerts, is_searchable, mss_address, billing_software). Fields left out are kept; another account answers 404 as a missing one; a refusal of any field changes nothing.",
    auth: "loggedIn",
    errors: ["setting_not_applicable", "mss_address_invalid", "billing_software_invalid", "france_only"],
    params: z.object({ id: dbIdSchema }),
    body: preferencesBody,
    response: preferencesShape,
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const deps = domainDeps(context);
      await updateUserSettings(deps, viewer, {
        userId: params.id,
        bio: body.bio,
        acceptsIndividualRequests: body.accepts_individual_requests,
        sendsIndividualRequests: body.sends_individual_requests,
        usesSmsAlerts: body.uses_sms_alerts,
        isSearchable: body.is_searchable,
        mssAddress: body.mss_address,
        billingSoftware: body.billing_software,
      });
      return { body: preferencesOf(await readSettings(context.prisma, viewer, params.id)) };
    },
  }),
];

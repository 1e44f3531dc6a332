import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { updateMssAddress } from "../../domain/settings/mss-address.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §7 PUT users/{id}: the settings of the caller's own account. This route carries
// mss_address (issue 20 item 6); the preferences of item 7 (bio, accepts_individual_requests...)
// belong to the same call and join this body when they are built.

export const userSettingsRoutes = [
  defineRoute({
    method: "PUT",
    path: "/users/{id}",
    operationId: "updateUserSettings",
    tag: "settings",
    summary: "Change the caller's own settings (another user's: 403): mss_address, the secure health messaging address (France only; an MSSanté domain, else mss_address_invalid; empty or null clears it).",
    auth: "validated",
    errors: ["mss_address_invalid", "france_only"],
    params: z.object({ id: dbIdSchema }),
    body: z.object({ mss_address: z.string().max(320).nullable().describe("An address on an MSSanté domain (…@…mssante.fr); empty or null clears it.") }),
    response: z.object({ id: z.number().int(), mss_address: z.string().nullable() }),
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const saved = await updateMssAddress(domainDeps(context), viewer, { userId: params.id, mssAddress: body.mss_address });
      return { body: { id: saved.userId, mss_address: saved.mssAddress } };
    },
  }),
];

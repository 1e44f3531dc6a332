import { z } from "zod";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import { finishPscFlow, startPscFlow } from "../../call/psc-flow.ts";
import { defineRoute } from "../route.ts";

export const proSanteConnectRoutes = [
  defineRoute({
    method: "GET",
    path: "/pro-sante-connect/start",
    operationId: "startProSanteConnect",
    tag: "identity",
    summary: "Sends the browser to Pro Santé Connect (authorization code with PKCE). action=login logs in; action=validate verifies the logged-in user's identity.",
    auth: "public",
    errors: ["psc_unavailable"],
    query: z.object({ action: z.enum(["login", "validate"]).default("login"), redirect_url: z.string().max(500).optional() }),
    response: z.null().describe("302 to the identity provider."),
    handler: async (context, { query }) => ({ status: 302, headers: { location: await startPscFlow(context, query.action, query.redirect_url) } }),
  }),
  defineRoute({
    method: "POST",
    path: "/pro-sante-connect/callback",
    operationId: "completeProSanteConnect",
    tag: "identity",
    summary: "Completes the round trip with the query string the provider sent the browser back with (code, state).",
    auth: "public",
    errors: ["psc_unavailable", "psc_failed", "psc_credentials", "psc_account_missing"],
    body: z.object({ query: z.string().max(4000) }),
    response: z.object({ outcome: z.enum(["logged_in", "validated"]), action: z.enum(["login", "validate"]), redirect_url: z.string() }),
    handler: async (context, { body }) => {
      const { outcome, redirectUrl, action } = await finishPscFlow(context, body.query);
      if (outcome.kind === "account_missing") {
        return { status: 404, body: { code: "psc_account_missing", message: errorMessage("psc_account_missing", context.locale), rpps: outcome.rpps } };
      }
      return { body: { outcome: outcome.kind, action, redirect_url: redirectUrl } };
    },
  }),
];

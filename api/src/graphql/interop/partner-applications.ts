import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { listPartnerApplications, registerPartnerApplication, setPartnerApplicationEnabled, type PartnerApplicationView } from "../../domain/interop/partner-applications.ts";
import { PARTNER_SCOPE_DESCRIPTIONS, PARTNER_SCOPES, type PartnerScope } from "../../domain/interop/partner-scopes.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";

// Issue 24 item 1: partner applications, registered and disabled by super users.

export const PartnerScopeEnum = builder.enumType("PartnerScope", {
  description: "What a partner application may do with a doctor's token (OAuth scope values: requests:read...).",
  values: Object.fromEntries(PARTNER_SCOPES.map((scope) => [scope.replace(":", "_").toUpperCase(), { value: scope, description: `${scope}: ${PARTNER_SCOPE_DESCRIPTIONS[scope]}` }])) as Record<string, { value: PartnerScope; description: string }>,
});

const PartnerApplicationRef = builder.objectRef<PartnerApplicationView>("PartnerApplication").implement({
  description: "A practice-software product registered as an OAuth 2 client (public client: authorization code with PKCE).",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The application's number, for setPartnerApplicationEnabled." }),
    clientId: t.exposeString("clientId", { description: "The OAuth client_id to give to the partner." }),
    name: t.exposeString("name", { description: "The software's name, shown to doctors on the consent screen." }),
    redirectUris: t.exposeStringList("redirectUris", { description: "Where the application may receive its codes (https, or http on the loopback interface)." }),
    scopes: t.field({ type: [PartnerScopeEnum], description: "The most the application may ask for.", resolve: (app) => app.scopes }),
    rateLimitPerMinute: t.exposeInt("rateLimitPerMinute", { description: "Calls per minute, whatever the doctor; beyond, 429 rate_limited." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was registered." }),
    disabledAt: t.expose("disabledAt", { type: "DateTime", nullable: true, description: "When it was disabled (its tokens refused, no new authorization); null while enabled." }),
    activeAuthorizations: t.exposeInt("activeAuthorizations", { description: "How many doctors have authorized it and not revoked." }),
  }),
});

const PartnerApplicationInput = builder.inputType("PartnerApplicationInput", {
  description: "A partner application to register.",
  fields: (t) => ({
    name: t.string({ required: true, description: "The software's name (2 to 80 characters)." }),
    redirectUris: t.stringList({ required: true, description: "1 to 5 redirect URIs: https, or http on 127.0.0.1, [::1] or localhost; no fragment." }),
    scopes: t.field({ type: [PartnerScopeEnum], required: true, description: "The scopes it may ask for." }),
    rateLimitPerMinute: t.int({ required: false, description: "Calls per minute (10 to 10000; default 600)." }),
  }),
});

const PartnerApplicationResult = builder.errorUnion("PartnerApplicationResult", {
  description: "The application, or why not (validation_failed with the field at fault, not_found, forbidden).",
  types: [PartnerApplicationRef, DomainError],
  resolveType: () => PartnerApplicationRef,
});

builder.queryField("partnerApplications", (t) =>
  t.field({
    type: [PartnerApplicationRef],
    authScopes: { superUser: true },
    description: "Every registered partner application, oldest first (super users).",
    resolve: (_root, _args, context) => listPartnerApplications(domainDeps(context), requireViewer(context.viewer)),
  }),
);

builder.mutationField("registerPartnerApplication", (t) =>
  t.field({
    type: PartnerApplicationResult,
    authScopes: { superUser: true },
    description: "Registers a practice-software product as an OAuth client (super users); its client_id is in the answer.",
    args: { input: t.arg({ type: PartnerApplicationInput, required: true, description: "The application." }) },
    resolve: (_root, { input }, context) =>
      registerPartnerApplication(domainDeps(context), requireViewer(context.viewer), { name: input.name, redirectUris: input.redirectUris, scopes: input.scopes, rateLimitPerMinute: input.rateLimitPerMinute ?? undefined }),
  }),
);

builder.mutationField("setPartnerApplicationEnabled", (t) =>
  t.field({
    type: PartnerApplicationResult,
    authScopes: { superUser: true },
    description: "Disables an application (its tokens are refused at once, no doctor can authorize it) or enables it again (super users).",
    args: {
      id: t.arg.int({ required: true, description: "The application's databaseId." }),
      enabled: t.arg.boolean({ required: true, description: "True to enable, false to disable." }),
    },
    resolve: (_root, args, context) => setPartnerApplicationEnabled(domainDeps(context), requireViewer(context.viewer), args.id, args.enabled),
  }),
);

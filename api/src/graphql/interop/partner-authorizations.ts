import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { authorizedApplications, consentFor, revokeAuthorization, type AuthorizedApplication, type PartnerConsent } from "../../domain/interop/partner-authorizations.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";
import { PartnerScopeEnum } from "./partner-applications.ts";

// Issue 24 item 1: the doctor's side of partner applications: the consent screen, and the
// settings page listing what they authorized.

const AuthorizedApplicationRef = builder.objectRef<AuthorizedApplication>("AuthorizedApplication").implement({
  description: "A partner application the viewer authorized to act on their behalf, until revoked.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The authorization's number, for revokeAuthorizedApplication." }),
    application: t.exposeString("application", { description: "The software's name." }),
    scopes: t.field({ type: [PartnerScopeEnum], description: "What it may do.", resolve: (row) => row.scopes }),
    authorizedAt: t.expose("authorizedAt", { type: "DateTime", description: "When the viewer authorized it (last consent)." }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true, description: "When it last called on the viewer's behalf (to within five minutes); null if never." }),
    disabled: t.exposeBoolean("disabled", { description: "The platform disabled this software: it cannot call, whatever the authorization." }),
  }),
});

const PartnerConsentRef = builder.objectRef<PartnerConsent>("PartnerConsent").implement({
  description: "What a partner application asks the viewer to allow (the consent screen).",
  fields: (t) => ({
    application: t.exposeString("application", { description: "The software's name." }),
    scopes: t.field({ type: [PartnerScopeEnum], description: "What it would be allowed to do (within what it was registered for).", resolve: (consent) => consent.scopes }),
  }),
});

const RevokedAuthorization = builder.objectRef<{ id: number }>("AuthorizationRevoked").implement({
  description: "The authorization is revoked: the application's tokens no longer work.",
  fields: (t) => ({ databaseId: t.exposeInt("id", { description: "The revoked authorization's number." }) }),
});

const RevokeAuthorizationResult = builder.errorUnion("RevokeAuthorizedApplicationResult", {
  description: "Revoked, or not_found (not the viewer's, or already revoked).",
  types: [RevokedAuthorization, DomainError],
  resolveType: () => RevokedAuthorization,
});

builder.queryField("authorizedApplications", (t) =>
  t.field({
    type: [AuthorizedApplicationRef],
    authScopes: { validated: true },
    description: "The partner applications the viewer authorized and has not revoked, latest first (settings, Applications).",
    resolve: (_root, _args, context) => authorizedApplications(context.prisma, requireViewer(context.viewer)),
  }),
);

builder.queryField("partnerConsent", (t) =>
  t.field({
    type: PartnerConsentRef,
    nullable: true,
    authScopes: { validated: true },
    description: "The authorization request waiting on the consent screen `uid`; null once answered or expired (10 minutes). partner_application_unknown for a disabled application.",
    args: { uid: t.arg.string({ required: true, description: "The consent screen's id, from its address /partners/consent/{uid}." }) },
    resolve: async (_root, { uid }, context) => {
      const pending = await context.oauth.pendingAuthorization(uid);
      return pending ? consentFor(context.prisma, requireViewer(context.viewer), pending.clientId, pending.scope) : null;
    },
  }),
);

builder.mutationField("revokeAuthorizedApplication", (t) =>
  t.field({
    type: RevokeAuthorizationResult,
    authScopes: { validated: true },
    description: "Takes back an authorization: the application's access and refresh tokens stop working at once.",
    args: { id: t.arg.int({ required: true, description: "The authorization's databaseId." }) },
    resolve: (_root, args, context) => revokeAuthorization(domainDeps(context), requireViewer(context.viewer), args.id),
  }),
);

import { createHmac, createPrivateKey } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Provider } from "oidc-provider";
import type { Db } from "../db/client.ts";
import type { PartnerAuthorizationServer, VerifiedAccessToken } from "../domain/ports.ts";
import { prismaOAuthAdapter } from "./oauth-adapter.ts";

/** Where the authorization server lives: its endpoints are /oauth/auth, /oauth/token, /oauth/token/revocation. */
export const OAUTH_PATH = "/oauth";
/** The consent screen (web/src/routes/interop/consent): the interaction's page and its decision. */
export const CONSENT_PATH = "/partners/consent";

export const ACCESS_TOKEN_TTL_S = 10 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;

/** What the consent decision hands the authorization server. */
export type ConsentOutcome = { approved: true; accountId: string; grantId: string } | { approved: false };

export type OAuthServer = PartnerAuthorizationServer & {
  /** The endpoints under /oauth (Node request and response: oidc-provider is a Koa application). */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /**
   * The interaction of the browser that holds its cookie (set by /oauth/auth on the consent
   * screen's path): another browser, or an answered or expired one, gets null.
   */
  interactionOf(request: IncomingMessage, response: ServerResponse): Promise<{ uid: string; clientId: string; scope: string } | null>;
  /** A grant of these scopes to the application for the doctor: its id. */
  grant(accountId: string, clientId: string, scopes: readonly string[]): Promise<string>;
  /** Answers the interaction and says where the browser goes next (back to /oauth/auth/{uid}). */
  finish(request: IncomingMessage, response: ServerResponse, outcome: ConsentOutcome): Promise<string>;
};

/** A P-256 signing key derived from the server secret, so that every instance shares it. */
function signingKey(secret: Buffer): Record<string, unknown> {
  const d = createHmac("sha256", secret).update("consilium oauth signing key").digest();
  // SEC1 ECPrivateKey { version 1, privateKey d, parameters prime256v1 }: the public half is derived.
  const der = Buffer.concat([Buffer.from("30310201010420", "hex"), d, Buffer.from("a00a06082a8648ce3d030107", "hex")]);
  const jwk = createPrivateKey({ key: der, format: "der", type: "sec1" }).export({ format: "jwk" });
  return { ...jwk, use: "sig", alg: "ES256", kid: createHmac("sha256", secret).update("kid").digest("base64url").slice(0, 16) };
}

export type OAuthServerInput = {
  db: Db;
  publicUrl: string;
  /** The server secret the signing and cookie keys are derived from (LINK_SEAL_KEY). */
  secret: Buffer;
  trustProxy: boolean;
  /** The scopes partners may ask (domain/interop/partner-scopes.ts). */
  scopes: readonly string[];
  /** The server revoked a grant by itself (a refresh token used twice): the domain ends its authorization. */
  onGrantRevoked(grantId: string): Promise<void>;
  /** The page shown when an authorization request cannot go on (unknown application, bad redirect URI...). */
  errorPage(acceptLanguage: string | null, error: string, description: string): string;
};

/**
 * Issue 24 item 1: the platform as an OAuth 2 authorization server for partner applications,
 * built on oidc-provider (OpenID Certified, maintained by panva) rather than token code of our
 * own: authorization code with PKCE (S256) for public clients, rotating refresh tokens whose
 * reuse revokes the grant, revocation (RFC 7009), opaque access tokens of ten minutes stored
 * hashed. Login and consent happen on our own consent screen, with the doctor's web session;
 * the library's own login session is never relied on (every authorization shows the screen).
 */
export function createOAuthServer(input: OAuthServerInput): OAuthServer {
  // The library (Koa, jose and its own models, about 45 MiB resident) loads with the first call
  // that needs it, not at start: an instance no partner calls never holds it (issue 18 item 6).
  let loading: Promise<{ provider: Provider; callback: ReturnType<Provider["callback"]> }> | null = null;
  const load = () => (loading ??= import("oidc-provider").then((library) => buildProvider(library, input)));

  return {
    handle(request, response) {
      // Mounted under /oauth as Express would: the library routes on the rest of the path and
      // builds its own addresses from originalUrl.
      const mounted = request as IncomingMessage & { originalUrl?: string };
      mounted.originalUrl = request.url;
      const rest = (request.url ?? "/").slice(OAUTH_PATH.length);
      request.url = rest.startsWith("/") ? rest : `/${rest}`;
      load()
        .then(({ callback }) => callback(request, response))
        .catch((error: unknown) => {
          console.error("[oauth] the authorization server could not start", error);
          if (!response.headersSent) response.writeHead(503);
          response.end();
        });
    },
    async interactionOf(request, response) {
      const { provider } = await load();
      try {
        const interaction = await provider.interactionDetails(request, response);
        return { uid: interaction.uid, clientId: interaction.params["client_id"] ?? "", scope: interaction.params["scope"] ?? "" };
      } catch {
        return null;
      }
    },
    async finish(request, response, outcome) {
      const { provider } = await load();
      if (!outcome.approved) return provider.interactionResult(request, response, { error: "access_denied", error_description: "The user declined." }, { mergeWithLastSubmission: false });
      return provider.interactionResult(request, response, { login: { accountId: outcome.accountId, remember: false }, consent: { grantId: outcome.grantId } }, { mergeWithLastSubmission: false });
    },
    async grant(accountId, clientId, scopes) {
      const { provider } = await load();
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope(scopes.join(" "));
      return grant.save();
    },
    async pendingAuthorization(uid) {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(uid)) return null;
      const { provider } = await load();
      const interaction = await provider.Interaction.find(uid);
      if (!interaction) return null;
      return { clientId: interaction.params["client_id"] ?? "", scope: interaction.params["scope"] ?? "" };
    },
    async verifyAccessToken(token): Promise<VerifiedAccessToken | null> {
      if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
      const { provider } = await load();
      const found = await provider.AccessToken.find(token);
      if (!found?.grantId) return null;
      return { accountId: found.accountId, clientId: found.clientId, grantId: found.grantId, scopes: [...found.scopes] };
    },
  };
}

function buildProvider({ Provider: ProviderClass, interactionPolicy }: typeof import("oidc-provider"), input: OAuthServerInput) {
  const { db } = input;
  const policy = interactionPolicy.base();
  // Our consent screen decides each time, with the doctor's own web session: a browser where
  // another doctor logged in since must not get a code for the first one.
  // Only the answer of this very interaction (on resume) lets the authorization go on.
  policy.get("login")?.checks.add(
    new interactionPolicy.Check("consilium_session", "the doctor confirms on the consent screen", (context) =>
      (context as { oidc?: { result?: { login?: unknown } } }).oidc?.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );
  const cookieKey = createHmac("sha256", input.secret).update("consilium oauth cookies").digest("base64url");
  const provider = new ProviderClass(`${input.publicUrl}${OAUTH_PATH}`, {
    adapter: prismaOAuthAdapter(db),
    async findAccount(_context, id) {
      return { accountId: id, claims: async () => ({ sub: id }) };
    },
    scopes: [...input.scopes],
    responseTypes: ["code"],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // An application revokes its own tokens only (a public client cannot prove who it is: a
      // token of another application is left alone, answered like a success per RFC 7009).
      revocation: { enabled: true, allowedPolicy: async (_context: unknown, client: { clientId: string }, token: { clientId: string }) => token.clientId === client.clientId },
      introspection: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      resourceIndicators: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
    },
    cookies: { keys: [cookieKey] },
    jwks: { keys: [signingKey(input.secret)] },
    ttl: { AccessToken: ACCESS_TOKEN_TTL_S, AuthorizationCode: 60, RefreshToken: REFRESH_TOKEN_TTL_S, Grant: 366 * 24 * 3600, Interaction: 600, Session: 600 },
    interactions: { url: (_context, interaction) => `${CONSENT_PATH}/${interaction.uid}`, policy },
    issueRefreshToken: (_context, client) => client.grantTypeAllowed("refresh_token"),
    rotateRefreshToken: true,
    expiresWithSession: () => false,
    clientBasedCORS: () => false,
    renderError(context, out) {
      const accept = context.request.headers["accept-language"];
      context.type = "html";
      context.body = input.errorPage(Array.isArray(accept) ? accept.join(",") : (accept ?? null), out["error"] ?? "", out["error_description"] ?? "");
    },
  });
  provider.proxy = input.trustProxy;
  provider.on("grant.revoked", (_context, grantId) => {
    if (typeof grantId === "string") void input.onGrantRevoked(grantId).catch((error: unknown) => console.error("[oauth] could not end the authorization of a revoked grant", error));
  });
  provider.on("server_error", (_context, error) => console.error("[oauth] server error", error));
  return { provider, callback: provider.callback() };
}

import { randomUUID } from "node:crypto";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { restRoutes } from "../rest/api.ts";
import { restError } from "../rest/errors.ts";
import { buildOpenApiDocument } from "../rest/openapi.ts";
import { REST_PREFIX, createRestRouter } from "../rest/router.ts";
import type { RestResult } from "../rest/route.ts";
import type { PubSub } from "../domain/ports.ts";
import { buildCallContext, lookupCallSession } from "../call/build-context.ts";
import type { SessionLookup } from "../domain/accounts/sessions.ts";
import type { CallContext } from "../call/call-context.ts";
import { securityHeaders } from "./security-headers.ts";
import { isLocalCall } from "./local-call.ts";
import { readBodyLimited } from "../call/read-body.ts";
import { MAX_GRAPHQL_BODY_BYTES } from "../graphql/limits.ts";
import { DomainError } from "../domain/errors.ts";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import type { Locale } from "../domain/i18n/locales.ts";
import { serveWebApp } from "./static.ts";
import { MAP_CONFIG_PATH, mapConfigResponse } from "./map-config.ts";
import { createYogaServer } from "./yoga.ts";
import { newToken } from "../domain/accounts/tokens.ts";
import { cookieNames, createCookieWriter, parseCookies } from "../call/cookies.ts";
import { devOutboxResponse } from "./dev-outbox.ts";
import type { Messenger } from "../domain/ports.ts";
import { createMessenger } from "../services/messenger.ts";
import { createFolderStorage } from "../services/storage.ts";
import { type FileStorage } from "../domain/ports.ts";
import { createProSanteConnect } from "../services/pro-sante-connect.ts";
import { type ProSanteConnect } from "../domain/ports.ts";
import type { PlacesProvider } from "../domain/directory/places.ts";
import { createPlacesProvider } from "../services/places/places-provider.ts";
import { createAccessTrailWriter, type AccessTrailWriter } from "../services/access-trail-writer.ts";
import type { LinkSealer, PushSender, SecureMailer } from "../domain/ports.ts";
import { createExpoPushSender } from "../services/expo-push.ts";
import { createLinkSealer, linkSealKey } from "../services/link-sealer.ts";
import { createSecureMailer } from "../services/secure-mailer.ts";
import { createOAuthServer, type OAuthServer } from "../services/oauth-server.ts";
import { admitPartnerCall, endAuthorizationOfGrant } from "../domain/interop/partner-authorizations.ts";
import { PARTNER_SCOPES } from "../domain/interop/partner-scopes.ts";
import { oauthErrorPage } from "./oauth-error-page.ts";
import { PARTNER_GUIDE_PATH, partnerGuideHtml } from "./partner-guide.ts";

export type AppDeps = { config: Config; database: Database; pubsub: PubSub; messenger?: Messenger; storage?: FileStorage; psc?: ProSanteConnect | null; places?: PlacesProvider; now?: () => Date; trail?: AccessTrailWriter; secureMailer?: SecureMailer | null; links?: LinkSealer; push?: PushSender | null; oauth?: OAuthServer };

export type App = {
  /** The whole HTTP surface as a fetch handler: tests call it directly, the server adapts it. */
  fetch(request: Request, clientIp?: string | null): Promise<Response>;
  /** `session`: a lookup the caller already holds (a WebSocket's, cached per connection). */
  buildContext(request: Request, clientIp: string | null, session?: SessionLookup): Promise<CallContext>;
  lookupSession(request: Request): Promise<SessionLookup>;
  yoga: ReturnType<typeof createYogaServer>;
  deps: Required<AppDeps>;
};

function jsonResponse(result: RestResult): Response {
  if (result.raw) return new Response(new Blob([new Uint8Array(result.raw)]), { status: result.status ?? 200, headers: result.headers });
  if (result.stream) return new Response(result.stream, { status: result.status ?? 200, headers: result.headers });
  return new Response(result.status === 204 ? null : JSON.stringify(result.body), {
    status: result.status ?? 200,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...result.headers },
  });
}

function addHeaders(out: Response, headers: Record<string, string>, cookies: string[]): Response {
  for (const [name, value] of Object.entries(headers)) if (!out.headers.has(name)) out.headers.set(name, value);
  for (const cookie of cookies) out.headers.append("set-cookie", cookie);
  return out;
}

function withHeaders(response: Response, headers: Record<string, string>, cookies: string[]): Response {
  // Our answers and yoga's have mutable headers: set in place, which spares every answer a copy
  // whose body is piped through one more stream. A response with immutable headers (one fetched
  // from elsewhere) throws on the first set, before anything changed, and is copied instead.
  try {
    return addHeaders(response, headers, cookies);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return addHeaders(new Response(response.body, response), headers, cookies);
  }
}

/**
 * The body of a GraphQL POST, read within its limit, or the refusal to send instead. The copy
 * handed to yoga is yoga's own Request class with the body as text: yoga reads it back at once,
 * without the stream, abort signal and transfer set-up that a platform Request costs per call.
 */
async function boundedGraphQLRequest(request: Request, locale: Locale, YogaRequest: typeof Request): Promise<Request | Response> {
  try {
    const body = await readBodyLimited(request, MAX_GRAPHQL_BODY_BYTES);
    return new YogaRequest(request.url, { method: request.method, headers: request.headers, body: body.byteLength ? Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8") : undefined, signal: request.signal });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const body = { errors: [{ message: errorMessage(error.code, locale), extensions: { code: error.code } }] };
    return new Response(JSON.stringify(body), { status: error.code === "payload_too_large" ? 413 : 400, headers: { "content-type": "application/json; charset=utf-8" } });
  }
}

/**
 * A GET whose `variables` or `extensions` is not a JSON object: yoga would throw while reading
 * it and the masking would call that our error. It is the caller's, and answered as such.
 */
function malformedGraphQLGet(request: Request, locale: Locale): Response | null {
  const params = new URL(request.url).searchParams;
  for (const name of ["variables", "extensions"]) {
    const raw = params.get(name);
    if (raw === null || raw === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      const body = { errors: [{ message: errorMessage("validation_failed", locale), extensions: { code: "validation_failed", field: name } }] };
      return new Response(JSON.stringify(body), { status: 400, headers: { "content-type": "application/json; charset=utf-8" } });
    }
  }
  return null;
}

/** A partner's call without a valid token (unknown, expired, revoked): RFC 6750's answer. */
function invalidToken(locale: Locale): Response {
  const body = { code: "unauthenticated", message: errorMessage("unauthenticated", locale), errors: [{ message: errorMessage("unauthenticated", locale), extensions: { code: "unauthenticated" } }] };
  return new Response(JSON.stringify(body), { status: 401, headers: { "content-type": "application/json; charset=utf-8", "www-authenticate": 'Bearer error="invalid_token"' } });
}

/** What a partner's GraphQL call runs, for its audit line: the operation's name when it gave one. */
function graphqlOperationName(request: Request, bodyText: string | null): string {
  const params = new URL(request.url).searchParams;
  let name: unknown = params.get("operationName");
  let query: unknown = params.get("query");
  if (!name && bodyText) {
    try {
      ({ operationName: name, query } = JSON.parse(bodyText) as { operationName?: unknown; query?: unknown });
    } catch {
      name = null;
    }
  }
  // No operationName given: the document's first named operation, as graphql-js would run it.
  if (!name && typeof query === "string") name = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query.slice(0, 2000))?.[1];
  return typeof name === "string" && name ? `graphql ${name.slice(0, 80)}` : "graphql";
}

/** An application past its calls per minute (PartnerApplication.rateLimitPerMinute). */
function rateLimited(locale: Locale): Response {
  const message = errorMessage("rate_limited", locale);
  return new Response(JSON.stringify({ code: "rate_limited", message, errors: [{ message, extensions: { code: "rate_limited" } }] }), { status: 429, headers: { "content-type": "application/json; charset=utf-8", "retry-after": "60" } });
}

export function createApp(input: AppDeps): App {
  const configured = createMessenger(input.config, input.database.prisma);
  const secret = linkSealKey(input.config);
  const deps: Required<AppDeps> = {
    now: () => new Date(),
    messenger: configured.messenger,
    storage: createFolderStorage(input.config.filesDir),
    psc: createProSanteConnect(input.config),
    places: createPlacesProvider(input.config.places),
    trail: input.trail ?? createAccessTrailWriter(input.database.prisma, input.config.accessTrail),
    secureMailer: input.config.mssSmtpUrl ? createSecureMailer(input.config.mssSmtpUrl, input.config.mssFrom) : null,
    links: createLinkSealer(secret),
    push: input.config.expoPushUrl ? createExpoPushSender(input.config.expoPushUrl, input.config.expoAccessToken) : null,
    oauth:
      input.oauth ??
      createOAuthServer({
        db: input.database.prisma,
        publicUrl: input.config.publicUrl,
        secret,
        trustProxy: input.config.trustProxy.kind !== "off",
        scopes: PARTNER_SCOPES,
        onGrantRevoked: (grantId) => endAuthorizationOfGrant(input.database.prisma, grantId, new Date()),
        errorPage: oauthErrorPage,
      }),
    ...input,
  };
  const { config } = deps;
  const outboxOpen = !config.production && configured.usesOutbox;
  const yoga = createYogaServer(config.production);
  const rest = createRestRouter(restRoutes);
  // Absolute, so that a saved copy fed to a client generator still names this instance. Written on
  // the first request for it: held from start, its ~1 MB of text idled in every server (issue 18 item 6).
  let openApi: string | null = null;
  const partnerGuide = partnerGuideHtml(config.publicUrl);
  const baseHeaders = securityHeaders(config.production, config.publicUrl, config.map.origins);

  const buildContext = (request: Request, clientIp: string | null, session?: SessionLookup) => buildCallContext(deps, request, clientIp, session);

  async function route(request: Request, clientIp: string | null): Promise<{ response: Response; cookies: string[] }> {
    const url = new URL(request.url);
    const path = url.pathname;

    if (path === "/graphql") {
      const context = await buildContext(request, clientIp);
      if (context.bearerRejected) return { response: invalidToken(context.locale), cookies: [] };
      // Bounded before yoga parses it: the document limit alone does not cover variables.
      const bounded = request.method === "POST" ? await boundedGraphQLRequest(request, context.locale, yoga.fetchAPI.Request) : (malformedGraphQLGet(request, context.locale) ?? request);
      if (bounded instanceof Response) return { response: bounded, cookies: context.cookies.headers() };
      if (context.partner) {
        const operation = graphqlOperationName(bounded, bounded.method === "POST" ? await bounded.clone().text() : null);
        if (!(await admitPartnerCall(context.prisma, context.partner, { door: "graphql", operation }, deps.now()))) return { response: rateLimited(context.locale), cookies: [] };
        return { response: await yoga.fetch(bounded, { appContext: context }), cookies: [] };
      }
      const response = await yoga.fetch(bounded, { appContext: context });
      return { response, cookies: context.cookies.headers() };
    }
    if (path === "/dev/outbox" && outboxOpen && request.method === "GET" && isLocalCall(request, clientIp)) {
      return { response: await devOutboxResponse(deps.database.prisma, request), cookies: [] };
    }
    if (path === `${REST_PREFIX}/openapi.json`) {
      return { response: new Response((openApi ??= JSON.stringify(buildOpenApiDocument(restRoutes, { serverUrl: config.publicUrl }))), { headers: { "content-type": "application/json; charset=utf-8" } }), cookies: [] };
    }
    if (path === REST_PREFIX || path.startsWith(`${REST_PREFIX}/`)) {
      const context = await buildContext(request, clientIp);
      if (context.bearerRejected) return { response: invalidToken(context.locale), cookies: [] };
      if (context.partner && !(await admitPartnerCall(context.prisma, context.partner, { door: "rest", operation: `${request.method} ${path}` }, deps.now()))) {
        return { response: rateLimited(context.locale), cookies: [] };
      }
      const result = await rest.handle({ ...context, request }, path.slice(REST_PREFIX.length));
      // A partner's call never sets the web session's cookies.
      return { response: jsonResponse(result ?? restError("not_found", context.locale)), cookies: context.partner ? [] : context.cookies.headers() };
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return { response: new Response("Method not allowed", { status: 405 }), cookies: [] };
    }
    if (path === MAP_CONFIG_PATH) return { response: mapConfigResponse(config.map), cookies: [] };
    if (path === PARTNER_GUIDE_PATH) return { response: new Response(partnerGuide, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=300" } }), cookies: [] };
    // Only a hint of which chunks to start with the page: the session itself is checked by the screens' calls.
    const signedIn = parseCookies(request.headers.get("cookie")).has(cookieNames(config.production).session);
    const response = await serveWebApp(config.webDist, request, { signedIn });
    // The SPA reads the CSRF token from this cookie before its first write.
    const writer = createCookieWriter(config.production, deps.now);
    const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    if (isHtml && !parseCookies(request.headers.get("cookie")).has(cookieNames(config.production).csrf)) writer.setCsrf(newToken());
    const cookies = writer.headers();
    return { response, cookies };
  }

  return {
    yoga,
    deps,
    buildContext,
    lookupSession: (request) => lookupCallSession(deps, request),
    async fetch(request, clientIp = null) {
      const requestId = request.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
      try {
        const { response, cookies } = await route(request, clientIp);
        return withHeaders(response, { ...baseHeaders, "x-request-id": requestId }, cookies);
      } catch (error) {
        // The client went away mid-call (a navigation that cancels a query, say): yoga stops with
        // the signal's AbortError. Nobody is left to answer and nothing failed on our side, so it
        // is not logged as a failure; 499 is the usual "client closed request". Any other error,
        // even after the client left, is still logged.
        if (request.signal.aborted && error instanceof Error && error.name === "AbortError") return new Response(null, { status: 499, headers: { "x-request-id": requestId } });
        console.error(`[http] ${request.method} ${new URL(request.url).pathname} failed, request ${requestId}`, error);
        const body = { code: "internal_error", message: "Une erreur inattendue s'est produite.", request_id: requestId };
        return withHeaders(jsonResponse({ status: 500, body }), { ...baseHeaders, "x-request-id": requestId }, []);
      }
    },
  };
}

import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { resolveSession, type SessionLookup } from "../domain/accounts/sessions.ts";
import { sameToken } from "../domain/accounts/tokens.ts";
import { negotiateLocale } from "../domain/i18n/locales.ts";
import type { CallContext } from "./call-context.ts";
import type { PubSub } from "../domain/ports.ts";
import type { Messenger } from "../domain/ports.ts";
import type { FileStorage } from "../domain/ports.ts";
import type { ProSanteConnect } from "../domain/ports.ts";
import type { PlacesProvider } from "../domain/directory/places.ts";
import { cookieNames, createCookieWriter, parseCookies } from "./cookies.ts";
import { accessRecorder } from "../domain/admin/access-trail.ts";
import type { AccessSink, LinkSealer, PartnerAuthorizationServer, PushSender, SecureMailer } from "../domain/ports.ts";
import { partnerCaller, type PartnerCaller } from "../domain/interop/partner-authorizations.ts";
import { accessDoorOf } from "./access-door.ts";

export type ContextDeps = { config: Config; database: Database; pubsub: PubSub; messenger: Messenger; storage: FileStorage; psc: ProSanteConnect | null; places: PlacesProvider; now: () => Date; trail: AccessSink; secureMailer: SecureMailer | null; links: LinkSealer; push: PushSender | null; oauth: PartnerAuthorizationServer };

/** The session named by the request's cookie, and its user: one statement (sessions.ts). */
export function lookupCallSession(deps: ContextDeps, request: Request): Promise<SessionLookup> {
  const sessionToken = parseCookies(request.headers.get("cookie")).get(cookieNames(deps.config.production).session);
  return resolveSession(deps.database.prisma, sessionToken, { idleMs: deps.config.sessionIdleMs, maxMs: deps.config.sessionMaxMs }, deps.now());
}

/** What every call's context holds whoever calls: the ports and the deployment's settings. */
function portsOf(deps: ContextDeps) {
  const { config } = deps;
  return {
    messenger: deps.messenger,
    storage: deps.storage,
    publicUrl: config.publicUrl,
    links: deps.links,
    push: deps.push,
    supportEmails: config.supportEmails,
    billingTransferUrls: config.billingTransferUrls,
    video: config.video,
    secureMailer: deps.secureMailer,
    psc: deps.psc,
    places: deps.places,
    oauth: deps.oauth,
  };
}

/** The token of an `Authorization: Bearer` header; undefined without one, "" when malformed. */
export function bearerTokenOf(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  if (header === null) return undefined;
  const match = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header);
  return match?.[1] ?? "";
}

/** The partner behind a bearer token, or null when the token is unknown, expired or revoked. */
export async function lookupPartner(deps: ContextDeps, token: string): Promise<PartnerCaller | null> {
  if (!token) return null;
  const verified = await deps.oauth.verifyAccessToken(token);
  return verified ? partnerCaller(deps.database.prisma, verified) : null;
}

/**
 * Builds the per-call context shared by GraphQL and REST from the request's cookies and headers.
 * The session and its user are read once per call, here (resolvers read `viewer`); a WebSocket
 * passes the lookup it cached for its connection (`known`) instead of reading it per operation.
 */
export async function buildCallContext(deps: ContextDeps, request: Request, clientIp: string | null, known?: SessionLookup): Promise<CallContext> {
  const bearer = bearerTokenOf(request);
  if (bearer !== undefined) return buildPartnerContext(deps, request, clientIp, await lookupPartner(deps, bearer));
  const { config, database } = deps;
  const cookies = parseCookies(request.headers.get("cookie"));
  const names = cookieNames(config.production);
  const sessionToken = cookies.get(names.session);
  const csrfToken = cookies.get(names.csrf);
  const policy = { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
  const lookup = known ?? (await lookupCallSession(deps, request));
  const writer = createCookieWriter(config.production, deps.now);
  if (lookup.kind === "expired") writer.clearSession();
  // An active session still owing its second factor is not yet a viewer.
  const viewer = lookup.kind === "active" && !lookup.mfaPending ? lookup.viewer : null;
  const door = accessDoorOf(request);
  return {
    database,
    prisma: database.prisma,
    viewer,
    sessionState: lookup.kind === "expired" ? "expired" : viewer ? "active" : "none",
    sessionToken,
    trustedDeviceToken: cookies.get(names.device),
    ...portsOf(deps),
    pscFlowCookie: cookies.get(names.pscFlow),
    sessionPolicy: policy,
    // Issue 20: once logged in, the language chosen on the account speaks (an English browser does
    // not turn a Belgian doctor's messages English); before login the caller's Accept-Language.
    locale: viewer?.locale ?? negotiateLocale(request.headers.get("accept-language")),
    meta: { ip: clientIp, userAgent: request.headers.get("user-agent") },
    now: deps.now,
    pubsub: deps.pubsub,
    cookies: writer,
    csrfOk: sameToken(request.headers.get("x-csrf-token") ?? undefined, csrfToken),
    csrfToken,
    door,
    trail: accessRecorder(deps.trail, { userId: viewer?.userId ?? null, door, ip: clientIp, now: deps.now }),
    partner: null,
    bearerRejected: false,
  };
}

/**
 * A call with a partner's bearer token (issue 24): the doctor as viewer, within the token's
 * scopes; no cookie is read or written (the token never reaches the web session, and the web
 * session never lends itself to a call that carries a token), and no CSRF header is needed
 * since a browser does not attach the token on its own.
 */
function buildPartnerContext(deps: ContextDeps, request: Request, clientIp: string | null, partner: PartnerCaller | null): CallContext {
  const { config, database } = deps;
  const viewer = partner?.viewer ?? null;
  return {
    database,
    prisma: database.prisma,
    viewer,
    sessionState: viewer ? "active" : "none",
    sessionToken: undefined,
    trustedDeviceToken: undefined,
    ...portsOf(deps),
    pscFlowCookie: undefined,
    sessionPolicy: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
    locale: viewer?.locale ?? negotiateLocale(request.headers.get("accept-language")),
    meta: { ip: clientIp, userAgent: request.headers.get("user-agent") },
    now: deps.now,
    pubsub: deps.pubsub,
    // A cookie writer whose headers are never sent (app.ts drops them for partner calls).
    cookies: createCookieWriter(config.production, deps.now),
    csrfOk: partner !== null,
    csrfToken: undefined,
    door: "partner",
    trail: accessRecorder(deps.trail, { userId: viewer?.userId ?? null, door: "partner", ip: clientIp, now: deps.now, application: partner?.application ?? null }),
    partner,
    bearerRejected: partner === null,
  };
}

import path from "node:path";
import { parseTrustProxy, type TrustProxy } from "./http/client-ip.ts";
import { isBillingSoftware } from "./domain/rules/billing-software.ts";
import type { BillingTransferUrls } from "./domain/billing/billing-transfer.ts";
import type { VideoConfig } from "./domain/meetings/video.ts";

export type Config = {
  port: number;
  production: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  webDist: string;
  /** A session dies after this long without a request. */
  sessionIdleMs: number;
  /** A session dies this long after login, whatever its use. */
  sessionMaxMs: number;
  /** Origins allowed to open the WebSocket besides the request's own host. */
  allowedOrigins: string[];
  /** Folder of uploaded files (identity documents, attachments). */
  filesDir: string;
  /** Address of this site as browsers reach it (redirect URIs of Pro Santé Connect). */
  publicUrl: string;
  /** The support team's address per country, shown where a change goes through support (spec 1 §6). */
  supportEmails: Record<"FR" | "BE" | "DE", string>;
  /** Pro Santé Connect (OpenID Connect): issuer URL, client id and secret; unset: unavailable. */
  psc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** smtp(s)://user:pass@host:port — outgoing mail; unset: the development outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * smtp(s)://user:pass@host:port of the relay of the MSSanté operator (secure health messaging),
   * separate from ordinary mail; unset: report transfers answer report_transfer_not_configured.
   */
  mssSmtpUrl: string | undefined;
  /** The platform's own MSSanté address, the sender of report transfers. */
  mssFrom: string;
  /** HTTP endpoint of the text-message provider (POST JSON {to, text}); unset: the outbox. */
  smsApiUrl: string | undefined;
  smsApiToken: string | undefined;
  /** Proxies in front of the app whose X-Forwarded-For is believed (README, "Security"). */
  trustProxy: TrustProxy;
  /**
   * Login attempts and code requests per IP address in 15 minutes (README "Security"): a hospital
   * whose doctors all leave through one address needs more than the default 50.
   */
  ipRateLimits: { loginPerIp: number; codePerIp: number };
  /** Where the directory's places come from: the built-in gazetteer, or a hosted geocoder. */
  places: PlacesConfig;
  /** The maps' style (README "Configuration"): unset, the built-in geography that needs no tiles server. */
  map: MapConfig;
  /** The access trail (README "Access trail"): kept `retentionDays`, written every `flushMs` or `batchSize` entries. */
  accessTrail: { retentionDays: number; flushMs: number; batchSize: number };
  /** Timeouts and per-address caps of the HTTP server (README, "Configuration"). */
  connections: ConnectionLimits;
  /** Caps of the WebSocket channels (graphql-ws and the legacy realtime socket). */
  sockets: SocketLimits;
  /** BILLING_TRANSFER_URLS: the address template of each billing software family reached by a web address (spec 2 §7 billing_transfer); unset: none. */
  billingTransferUrls: BillingTransferUrls;
  /** LINK_SEAL_KEY: the key of the /authwall links (32 bytes, base64 or hex); unset: one kept in the data folder. */
  linkSealKey: Buffer | undefined;
  /** EXPO_PUSH_URL (and EXPO_ACCESS_TOKEN): the mobile app's push service; unset: no pushes. */
  expoPushUrl: string | undefined;
  expoAccessToken: string | undefined;
  /** VIDEO_BASE_URL, VIDEO_JWT_APP_ID, VIDEO_JWT_SECRET, VIDEO_ROOM_SECRET: the internal video service (Jitsi Meet); unset: not offered. */
  video: VideoConfig;
};

/**
 * The internal video service (README "Configuration", issue 23 item 3): a Jitsi Meet address, and
 * optionally its token authentication (app id and secret, both or neither). A wrong value stops the
 * start with a clear line.
 */
export function videoFromEnv(env: NodeJS.ProcessEnv): VideoConfig {
  const raw = env.VIDEO_BASE_URL?.trim().replace(/\/+$/, "") || undefined;
  if (raw && (!/^https?:\/\/[^/]/i.test(raw) || !URL.canParse(raw))) throw new Error(`VIDEO_BASE_URL must be an http(s) address such as https://meet.example.org, got "${raw}"`);
  const appId = env.VIDEO_JWT_APP_ID?.trim() || undefined;
  const secret = env.VIDEO_JWT_SECRET || undefined;
  if ((appId === undefined) !== (secret === undefined)) throw new Error("VIDEO_JWT_APP_ID and VIDEO_JWT_SECRET go together: set both, or neither");
  if (secret !== undefined && secret.length < 16) throw new Error("VIDEO_JWT_SECRET must be at least 16 characters");
  const roomSecret = env.VIDEO_ROOM_SECRET || secret;
  return { baseUrl: raw, jwt: appId && secret ? { appId, secret } : undefined, roomSecret };
}

/**
 * BILLING_TRANSFER_URLS, JSON {"family": "https://…{request_id}…"}: the families of spec 2 §9 that
 * take an act at a web address, each with its template. A wrong value stops the start with a clear line.
 */
export function billingTransferUrlsFromEnv(env: NodeJS.ProcessEnv): BillingTransferUrls {
  const raw = env.BILLING_TRANSFER_URLS?.trim();
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`BILLING_TRANSFER_URLS must be JSON such as {"weda":"https://…/facturation?acte={act_code}"}, got "${raw}"`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("BILLING_TRANSFER_URLS must be a JSON object of family → address template");
  const urls: BillingTransferUrls = {};
  for (const [family, template] of Object.entries(parsed)) {
    if (!isBillingSoftware(family)) throw new Error(`BILLING_TRANSFER_URLS: unknown billing software family "${family}"`);
    if (typeof template !== "string" || !/^https:\/\/[^/]/.test(template)) throw new Error(`BILLING_TRANSFER_URLS: the address of ${family} must be an https address, got "${String(template)}"`);
    urls[family] = template;
  }
  return urls;
}

export type ConnectionLimits = {
  /** Time allowed for the request line and headers (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** Time allowed for a body before its minimum rate counts (Apache's mod_reqtimeout "body=20,MinRate=..."). */
  bodyTimeoutMs: number;
  /** Each byte received extends the body's deadline at this rate: a slow upload goes on, a trickle is cut. */
  bodyMinBytesPerSecond: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Open connections from one address (the socket's peer; not counted for a trusted proxy). */
  maxConnectionsPerAddress: number;
  /** Requests being answered at once for one client address (the trusted one behind a proxy). */
  maxRequestsPerAddress: number;
};

export type SocketLimits = {
  /** Operations running at once on one socket (subscriptions and queries). */
  maxOperationsPerSocket: number;
  /** Operations a socket may start per second (a burst of twice that is allowed); one user's sockets together twice that. */
  operationsPerSecond: number;
  /** Subscriptions one user holds across all their sockets on this instance. */
  maxSubscriptionsPerUser: number;
  /** Refused operations after which a socket without a session is closed. */
  maxAnonymousRefusals: number;
  /** Refused operations in a row (none accepted between them) after which a signed-in socket is closed. */
  maxRefusalsInARow: number;
  /** How long a socket may stay too far behind (a client that stopped reading) before it is closed with 1013. */
  behindCloseMs: number;
};

export type MapConfig = {
  /** A maplibre style: an http(s) address, or a path on this site (behind the same reverse proxy). */
  styleUrl: string | undefined;
  /** Origins the Content-Security-Policy allows for the map: the style's own, and MAP_ORIGINS (its tiles, glyphs, sprites). */
  origins: string[];
};

function originOf(raw: string, name: string): string {
  if (!/^https?:\/\/[^/]/i.test(raw) || !URL.canParse(raw)) throw new Error(`${name} must be http(s) addresses, got "${raw}"`);
  return new URL(raw).origin;
}

/** MAP_STYLE_URL and MAP_ORIGINS; a wrong value stops the start with a clear line. */
export function mapFromEnv(env: NodeJS.ProcessEnv): MapConfig {
  const styleUrl = env.MAP_STYLE_URL?.trim() || undefined;
  const extra = (env.MAP_ORIGINS ?? "").split(",").map((origin) => origin.trim()).filter(Boolean).map((origin) => originOf(origin, "MAP_ORIGINS"));
  if (!styleUrl) return { styleUrl: undefined, origins: extra };
  if (styleUrl.startsWith("/") && !styleUrl.startsWith("//")) return { styleUrl, origins: extra };
  if (!/^https?:\/\/[^/]/i.test(styleUrl) || !URL.canParse(styleUrl)) throw new Error(`MAP_STYLE_URL must be an http(s) address or a path on this site such as /tiles/style.json, got "${styleUrl}"`);
  return { styleUrl, origins: [...new Set([new URL(styleUrl).origin, ...extra])] };
}

export type PlacesConfig = { provider: "gazetteer" } | { provider: "nominatim"; url: string; userAgent: string };

function placesFromEnv(env: NodeJS.ProcessEnv): PlacesConfig {
  const provider = env.PLACES_PROVIDER || "gazetteer";
  if (provider === "gazetteer") return { provider };
  if (provider !== "nominatim") throw new Error(`PLACES_PROVIDER must be gazetteer or nominatim, got "${provider}"`);
  const url = env.PLACES_URL ?? "";
  if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) throw new Error(`PLACES_URL must be the geocoder's http(s) address when PLACES_PROVIDER is nominatim, got "${url}"`);
  const publicUrl = env.PUBLIC_URL || "http://localhost";
  return { provider, url, userAgent: env.PLACES_USER_AGENT || `Consilium/0.1 (+${publicUrl})` };
}

const minutes = (n: number) => n * 60_000;
const seconds = (n: number) => n * 1_000;

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * PUBLIC_URL without its trailing slash. In production it is required: the fallback names
 * localhost, so the CSP would allow ws://localhost and the socket origin check and the card
 * service's redirect would point at a machine no browser reaches.
 */
function publicUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const raw = env.PUBLIC_URL ?? "";
  if (raw === "") {
    if (env.NODE_ENV === "production") throw new Error("PUBLIC_URL must be set when NODE_ENV=production: the address browsers reach the site at, e.g. https://consilium.example.org");
    return `http://localhost:${env.PORT || 3000}`;
  }
  if (!/^https?:\/\/[^/]/.test(raw) || !URL.canParse(raw)) throw new Error(`PUBLIC_URL must be an http(s) address such as https://consilium.example.org, got "${raw}"`);
  return raw.replace(/\/+$/, "");
}

/** MSS_SMTP_URL: an smtp:// or smtps:// address, or unset; a wrong value stops the start with a clear line. */
function mssSmtpUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.MSS_SMTP_URL?.trim();
  if (!raw) return undefined;
  if (!/^smtps?:\/\/[^/]/.test(raw) || !URL.canParse(raw)) throw new Error(`MSS_SMTP_URL must be an smtp(s)://user:password@host:port address, got "${raw.replace(/\/\/[^@/]*@/, "//…@")}"`);
  return raw;
}

/** HDS asks for six months at least; the database trigger refuses deleting younger rows anyway. */
export const MIN_ACCESS_TRAIL_RETENTION_DAYS = 183;

function retentionDaysFromEnv(env: NodeJS.ProcessEnv): number {
  const days = intFromEnv(env, "ACCESS_TRAIL_RETENTION_DAYS", 190);
  if (days < MIN_ACCESS_TRAIL_RETENTION_DAYS) throw new Error(`ACCESS_TRAIL_RETENTION_DAYS must be at least ${MIN_ACCESS_TRAIL_RETENTION_DAYS} (six months), got ${days}`);
  return days;
}

/** An http(s) address, or unset; anything else stops the start with its reason. */
function httpsUrlFromEnv(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) address`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${name} must be an http(s) address`);
  return url.toString();
}

/** 32 bytes written in hex (64 characters) or base64; anything else stops the start with its reason. */
function linkSealKeyFromEnv(env: NodeJS.ProcessEnv): Buffer | undefined {
  const raw = env.LINK_SEAL_KEY?.trim();
  if (!raw) return undefined;
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, "hex") : Buffer.from(raw, "base64");
  if (key.length !== 32) throw new Error("LINK_SEAL_KEY must be 32 bytes, in hex (64 characters) or base64");
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFromEnv(env, "PORT", 3000),
    production: env.NODE_ENV === "production",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || ".data"),
    redisUrl: env.REDIS_URL || undefined,
    webDist: path.resolve(env.WEB_DIST || "web/dist"),
    sessionIdleMs: minutes(intFromEnv(env, "SESSION_IDLE_MINUTES", 120)),
    sessionMaxMs: minutes(intFromEnv(env, "SESSION_MAX_HOURS", 12) * 60),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? "").split(",").map((o) => o.trim()).filter(Boolean),
    filesDir: path.resolve(env.FILES_DIR || path.join(env.DATA_DIR || ".data", "files")),
    publicUrl: publicUrlFromEnv(env),
    supportEmails: {
      FR: env.SUPPORT_EMAIL_FR || "support.fr@consilium.example",
      BE: env.SUPPORT_EMAIL_BE || "support.be@consilium.example",
      DE: env.SUPPORT_EMAIL_DE || "support.de@consilium.example",
    },
    psc: env.PSC_ISSUER && env.PSC_CLIENT_ID ? { issuer: env.PSC_ISSUER, clientId: env.PSC_CLIENT_ID, clientSecret: env.PSC_CLIENT_SECRET ?? "" } : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Consilium <no-reply@consilium.localhost>",
    mssSmtpUrl: mssSmtpUrlFromEnv(env),
    mssFrom: env.MSS_FROM || "Consilium <consilium@consilium.mssante.fr>",
    smsApiUrl: env.SMS_API_URL || undefined,
    smsApiToken: env.SMS_API_TOKEN || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ipRateLimits: { loginPerIp: intFromEnv(env, "RATE_LIMIT_LOGINS_PER_IP", 50), codePerIp: intFromEnv(env, "RATE_LIMIT_CODES_PER_IP", 50) },
    places: placesFromEnv(env),
    map: mapFromEnv(env),
    accessTrail: {
      retentionDays: retentionDaysFromEnv(env),
      flushMs: intFromEnv(env, "ACCESS_TRAIL_FLUSH_MS", 1000),
      batchSize: intFromEnv(env, "ACCESS_TRAIL_BATCH_SIZE", 500),
    },
    connections: {
      headersTimeoutMs: seconds(intFromEnv(env, "HEADERS_TIMEOUT_SECONDS", 20)),
      bodyTimeoutMs: seconds(intFromEnv(env, "BODY_TIMEOUT_SECONDS", 20)),
      bodyMinBytesPerSecond: intFromEnv(env, "BODY_MIN_BYTES_PER_SECOND", 4096),
      keepAliveTimeoutMs: seconds(intFromEnv(env, "KEEP_ALIVE_TIMEOUT_SECONDS", 65)),
      maxConnectionsPerAddress: intFromEnv(env, "MAX_CONNECTIONS_PER_ADDRESS", 512),
      maxRequestsPerAddress: intFromEnv(env, "MAX_REQUESTS_PER_ADDRESS", 128),
    },
    sockets: {
      maxOperationsPerSocket: intFromEnv(env, "WS_MAX_OPERATIONS_PER_SOCKET", 50),
      operationsPerSecond: intFromEnv(env, "WS_OPERATIONS_PER_SECOND", 10),
      maxSubscriptionsPerUser: intFromEnv(env, "WS_MAX_SUBSCRIPTIONS_PER_USER", 150),
      maxAnonymousRefusals: intFromEnv(env, "WS_MAX_ANONYMOUS_REFUSALS", 20),
      maxRefusalsInARow: intFromEnv(env, "WS_MAX_REFUSALS_IN_A_ROW", 200),
      behindCloseMs: intFromEnv(env, "WS_BEHIND_CLOSE_MS", 10_000),
    },
    billingTransferUrls: billingTransferUrlsFromEnv(env),
    linkSealKey: linkSealKeyFromEnv(env),
    expoPushUrl: httpsUrlFromEnv(env, "EXPO_PUSH_URL"),
    expoAccessToken: env.EXPO_ACCESS_TOKEN || undefined,
    video: videoFromEnv(env),
  };
}

import { PARTNER_SCOPE_DESCRIPTIONS, restRouteScope } from "../domain/interop/partner-scopes.ts";
import { z } from "zod";
import { httpStatusOf, type ErrorCode } from "../domain/error-registry.ts";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import type { RestRoute } from "./route.ts";
import { REST_PREFIX } from "./router.ts";

const errorBody = z.object({
  code: z.string().describe("Stable error code (see each answer's list); clients branch on it."),
  message: z.string().describe("The failure in the caller's language (Accept-Language or the account's locale)."),
  field: z.string().optional().describe("The snake_case input field at fault, when there is one."),
  messageDetails: z.string().optional().describe("Prescriptions only (spec 2 §7 prescription_generation, §8): the same text as message, under the name the legacy clients of these calls read."),
});

/**
 * Tags in the order a reader meets them; a tag a route names that is missing here fails the
 * OpenAPI test (redocly's tag-description rule), so a new area adds its line.
 */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  session: "Login, logout, CSRF token and the current user (cookie session).",
  signup: "Account creation and password reset, each confirmed by codes sent by email and text message.",
  identity: "Identity and professional-card validation, and Pro Santé Connect.",
  directory: "Professionals, specialties and the map of practices and groups.",
  groups: "Networks (groups), their topics and their public pages.",
  memberships: "Applying to, inviting to, accepting and leaving groups.",
  contacts: "The viewer's contacts: professionals and networks.",
  requests: "Tele-expertise requests: the feed, drafts, publication and sender contexts.",
  consults: "The expert side of a request: participation, assignment, transfer and completion.",
  messages: "Messages of a request.",
  files: "Attachments of requests and messages, and their downloads.",
  patients: "Patients a request is about.",
  notifications: "Notification counts and read marks.",
  realtime: "Live events over a WebSocket, or by polling.",
  settings: "The viewer's profile and settings.",
  billing: "The viewer's billing numbers (France).",
  documents: "The documents a consult leaves: its report (PDF, DOCX, sent by MSSanté) and prescriptions (France).",
  planning: "The on-call planning of recipient groups: their experts' duty periods.",
  meetings: "The meetings (RCP) of meeting topics: their schedule, quorum and video calls.",
  interop: "Practice software: requests prepared for a doctor, opened at /interop/drafts/{id}.",
  admin: "Super users: the access trail of patient data.",
  health: "Whether the instance answers.",
};

/** A zod schema as an OpenAPI 3.1 schema object (its dialect is the document's, so no `$schema`). */
function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

function parametersOf(route: RestRoute) {
  const parameters: Record<string, unknown>[] = [];
  for (const [location, schema] of [["path", route.params], ["query", route.query]] as const) {
    if (!schema) continue;
    const json = jsonSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = property as { description?: string };
      parameters.push({ name, in: location, required: location === "path" || (json.required ?? []).includes(name), ...(description ? { description } : {}), schema: rest });
    }
  }
  // A path parameter the route's zod schema does not name (a free download name) is still a parameter.
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    if (name && !parameters.some((p) => p.in === "path" && p.name === name)) parameters.push({ name, in: "path", required: true, schema: { type: "string" } });
  }
  return parameters;
}

/**
 * The failures the router itself answers for this route (see router.ts), then the route's own.
 * Derived rather than declared so that a new route cannot forget them.
 */
export function errorCodesOf(route: RestRoute): ErrorCode[] {
  const write = route.method !== "GET";
  const readsJson = write && route.method !== "DELETE" && !route.rawBody;
  const codes: ErrorCode[] = [];
  if (route.auth !== "public") codes.push("unauthenticated", "session_expired", "insufficient_scope", "rate_limited");
  if (write) codes.push("csrf_invalid");
  if (route.auth === "validated" || route.auth === "super") codes.push("unvalidated");
  if (route.auth === "super") codes.push("forbidden");
  if (route.path.includes("{")) codes.push("not_found");
  if (route.query || route.body || readsJson || route.rawBody) codes.push("validation_failed");
  if (readsJson) codes.push("payload_too_large");
  if (route.rawBody && !route.rawBody.streamed) codes.push("file_too_large");
  codes.push(...(route.errors ?? []));
  return [...new Set(codes)];
}

function errorResponses(route: RestRoute) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route)) {
    const status = httpStatusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: codes.map((code) => `\`${code}\`: ${errorMessage(code, "en")}`).join("\n\n"),
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" }, examples: Object.fromEntries(codes.map((code) => [code, { value: { code, message: errorMessage(code, "en") } }])) } },
        },
      ]),
  );
}

const SUMMARY_MAX = 120;

/**
 * The summary is one short line for generated clients (a method's doc comment): the first
 * sentence, else the first clause, else the first words; the whole text goes to the description.
 */
export function summaryOf(route: Pick<RestRoute, "summary">): { summary: string; description?: string } {
  const text = route.summary.trim();
  const sentence = text.search(/[.!?](\s|$)/);
  const first = sentence === -1 ? text : text.slice(0, sentence);
  let summary = first;
  if (summary.length > SUMMARY_MAX) {
    // A clause too short to say anything ("Spec 2 §7:") is not a summary; look further.
    const clause = [...first.matchAll(/[:;(]/g)].map((m) => m.index).find((at) => at >= 30 && at <= SUMMARY_MAX);
    summary = clause !== undefined ? first.slice(0, clause).trim() : `${first.slice(0, first.lastIndexOf(" ", SUMMARY_MAX - 1))}…`;
  }
  return summary === text.replace(/\.$/, "") ? { summary } : { summary, description: text };
}

export type OpenApiOptions = {
  /**
   * The base URL clients call. Default "/": relative to the document's own address, which is
   * right wherever the document is served; the app passes its public URL so that a saved copy
   * still names its server.
   */
  serverUrl?: string;
};

/** The cookie session, or a partner's OAuth token when the route's area is one a scope opens (issue 24). */
function securityOf(route: RestRoute): Record<string, string[]>[] {
  if (route.auth === "public") return [];
  const scope = route.auth === "super" ? null : restRouteScope(route.tag, route.method);
  return [{ session: [] }, ...(scope ? [{ partnerOAuth: [scope] }] : [])];
}

/** OpenAPI 3.1, generated from the very zod schemas the handlers validate with. */
export function buildOpenApiDocument(routes: RestRoute[], options: OpenApiOptions = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const write = route.method !== "GET";
    const operation = {
      operationId: route.operationId,
      ...summaryOf(route),
      tags: [route.tag],
      security: securityOf(route),
      parameters: [
        ...parametersOf(route),
        ...(write ? [{ name: "X-CSRF-Token", in: "header", required: false, schema: { type: "string" }, description: "With the cookie session, required: the value of the csrf_token cookie (GET /api/v1/csrf). Not sent with a partner's bearer token." }] : []),
      ],
      ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(route.body, "input") } } } } : {}),
      ...(route.rawBody
        ? {
            requestBody: {
              required: true,
              description: `At most ${route.rawBody.maxBytes} bytes.`,
              content: { [route.rawBody.mediaType]: { schema: { type: "object", properties: { file: { type: "string", format: "binary" } }, required: ["file"] } } },
            },
          }
        : {}),
      responses: {
        [String(route.successStatus?.status ?? 200)]: {
          description: route.successStatus?.description ?? "Success",
          ...(route.responseHeaders ? { headers: Object.fromEntries(Object.entries(route.responseHeaders).map(([name, description]) => [name, { description, schema: { type: "string" } }])) } : {}),
          content: { "application/json": { schema: jsonSchema(route.response, "output") } },
        },
        ...errorResponses(route),
      },
    };
    const key = `${REST_PREFIX}${route.path}`;
    paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation };
  }
  const usedTags = new Set(routes.map((route) => route.tag));
  const knownTags = Object.keys(TAG_DESCRIPTIONS);
  return {
    openapi: "3.1.0",
    info: {
      title: "Consilium REST compatibility API",
      version: "1.0.0",
      description:
        "Legacy interop layer (spec 2 §7): snake_case payloads, pagination metadata as JSON in a response header. Cookie session (POST /api/v1/login); every write needs the X-CSRF-Token header. Failures answer `{ code, message, field? }` with the status listed per operation.",
    },
    servers: [{ url: options.serverUrl ?? "/", description: "This instance" }],
    tags: [...knownTags.filter((name) => usedTags.has(name)), ...[...usedTags].filter((name) => !knownTags.includes(name)).sort()].map((name) => ({
      name,
      ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
    })),
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "consilium_session", description: "The session cookie set by login or signup." },
        partnerOAuth: {
          type: "oauth2",
          description:
            "A partner application's access token, sent as `Authorization: Bearer <token>` (no cookie, no CSRF header): OAuth 2 authorization code with PKCE (S256), public clients registered by the platform. Access tokens live 10 minutes; refresh tokens rotate on each use, and a reused one revokes the whole authorization. 401 with `WWW-Authenticate: Bearer error=\"invalid_token\"` for an expired or revoked token, 403 insufficient_scope outside the granted scopes, 429 rate_limited past the application's calls per minute. Guide: /partners.",
          flows: {
            authorizationCode: {
              authorizationUrl: `${options.serverUrl ?? ""}/oauth/auth`,
              tokenUrl: `${options.serverUrl ?? ""}/oauth/token`,
              refreshUrl: `${options.serverUrl ?? ""}/oauth/token`,
              scopes: PARTNER_SCOPE_DESCRIPTIONS,
            },
          },
        },
      },
      schemas: { Error: { ...jsonSchema(errorBody, "output"), description: "Every expected failure's body." } },
    },
    paths,
  };
}

import { z } from "zod";
import { jsonBody, NO_BODY, type FuzzBody, type FuzzCase } from "./case.ts";
import { invalidValue, mutateObject, validValue, withControlText, type JsonSchema } from "./json-schema.ts";
import type { Random } from "./prng.ts";
import { hugeString, nastyString, withControlCharacter, type Known } from "./values.ts";
import { garbageCookies, garbageHeaders, rawBodyVariants, streamBody } from "./raw-bodies.ts";

// REST calls generated from the OpenAPI document the app serves: a valid call, then one thing
// wrong at a time (a field, the path, the query, the media type, the method, CSRF, the size).

const parameterSchema = z.object({ name: z.string(), in: z.string(), required: z.boolean().optional(), schema: z.record(z.string(), z.unknown()).optional() });
const operationSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z.object({ description: z.string().optional(), content: z.record(z.string(), z.object({ schema: z.record(z.string(), z.unknown()) })) }).optional(),
});
const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), operationSchema)) });

type Parameter = { name: string; required: boolean; schema: JsonSchema };

export type RestOperation = {
  method: string;
  /** OpenAPI path, e.g. /api/v1/requests/{id}. */
  template: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: { mediaType: string; schema: JsonSchema; maxBytes: number };
};

/** The JSON body limit of the REST router; the document does not state it. */
export const JSON_BODY_LIMIT = 1_000_000;

export function restOperations(document: unknown): RestOperation[] {
  const parsed = documentSchema.parse(document);
  const operations: RestOperation[] = [];
  for (const [template, methods] of Object.entries(parsed.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const params = (where: string) =>
        (operation.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, required: p.required ?? false, schema: (p.schema ?? {}) as JsonSchema }));
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const declaredMax = Number(/At most (\d+) bytes/.exec(operation.requestBody?.description ?? "")?.[1]);
      operations.push({
        method: method.toUpperCase(),
        template,
        pathParams: params("path"),
        queryParams: params("query"),
        ...(mediaType && content ? { body: { mediaType, schema: content.schema as JsonSchema, maxBytes: declaredMax || JSON_BODY_LIMIT } } : {}),
      });
    }
  }
  return operations;
}

/** Path segments that are not the positive int4 a route expects. */
const BAD_PATH_VALUES: readonly string[] = [
  "2147483648", "%E0%A4%A", "-1", "%", "%00", "abc", "0", "9007199254740993", "9007199254740991", "1e3", "1.5", "0x1F", "9".repeat(400), "%20", "..%2F..%2Fetc%2Fpasswd",
  "%EF%BC%91", "%D9%A3", "a".repeat(5000), "%F0%9F%8F%A5", "%ZZ", "2147483647", "%2F", "%25", "00000000001",
];

const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"] as const;

function buildPath(op: RestOperation, rnd: Random, known: Known, override?: { name: string; value: string }): string {
  return op.template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (override?.name === name) return override.value;
    const param = op.pathParams.find((p) => p.name === name);
    return encodeURIComponent(String(validValue(param?.schema ?? {}, rnd, known, name)));
  });
}

function validQuery(op: RestOperation, rnd: Random, known: Known): URLSearchParams {
  const query = new URLSearchParams();
  for (const param of op.queryParams) {
    if (param.required || rnd.chance(0.5)) query.set(param.name, String(validValue(param.schema, rnd, known, param.name)));
  }
  return query;
}

const withQuery = (path: string, query: URLSearchParams | string) => {
  const text = typeof query === "string" ? query : query.toString();
  return text ? `${path}?${text}` : path;
};

function validBody(op: RestOperation, rnd: Random, known: Known): { body: FuzzBody; headers: Record<string, string> } {
  if (!op.body) return { body: NO_BODY, headers: {} };
  if (op.body.mediaType !== "application/json") return rnd.pick(rawBodyVariants(op.body.mediaType, rnd));
  return { body: jsonBody(validValue(op.body.schema, rnd, known)), headers: { "content-type": "application/json" } };
}

function mutateQuery(op: RestOperation, rnd: Random, known: Known): { query: URLSearchParams | string; note: string } {
  const query = validQuery(op, rnd, known);
  const kind = rnd.int(0, 4);
  if (kind <= 1 && op.queryParams.length) {
    const param = rnd.pick(op.queryParams);
    const value = invalidValue(param.schema, rnd);
    query.set(param.name, typeof value === "string" ? value : JSON.stringify(value) ?? "");
    return { query, note: `query ${param.name} invalid` };
  }
  if (kind === 2 && op.queryParams.length) {
    const param = rnd.pick(op.queryParams);
    query.append(param.name, String(validValue(param.schema, rnd, known, param.name)));
    query.append(param.name, nastyString(rnd));
    return { query, note: `query ${param.name} repeated` };
  }
  if (kind === 3) {
    query.set(rnd.pick(["__proto__", "constructor", "a".repeat(2000), "feed[]", "limit[$gt]", "\u0000"]), rnd.chance(0.5) ? hugeString(rnd) : nastyString(rnd));
    return { query, note: "unknown query parameter" };
  }
  return { query: rnd.pick(["%", "a=%E0%A4%A", "&&&==&", "=", "%00=%00", `${"a=1&".repeat(5000)}`, "limit=1&limit=2&feed", "feed=%FF%FE"]), note: "raw query garbage" };
}

/** One call of `op`; `visit` (how many times this operation was fuzzed) rotates through the kinds of fault. */
export function restCase(op: RestOperation, rnd: Random, known: Known, visit: number): FuzzCase {
  const write = op.method !== "GET";
  const operation = `${op.method} ${op.template}`;
  const base = { transport: "rest" as const, operation, method: op.method, write, csrf: "send" as const };
  const hasText = Boolean(op.body?.schema.properties) || op.queryParams.length > 0;
  const kinds = ["valid", "path", "query", "body", "text", "media", "method", "csrf", "headers", "huge", "stream", "cookies"].filter(
    (k) => (k !== "path" || op.pathParams.length) && (!["media", "huge", "stream"].includes(k) || write) && (k !== "body" || op.body?.schema.properties) && (k !== "text" || hasText),
  );
  const kind = kinds[visit % kinds.length];
  const { body, headers } = validBody(op, rnd, known);
  const validPath = () => withQuery(buildPath(op, rnd, known), validQuery(op, rnd, known));

  switch (kind) {
    case "path": {
      const param = rnd.pick(op.pathParams);
      const value = rnd.pickBiased(BAD_PATH_VALUES);
      return { ...base, note: `path ${param.name}=${value.slice(0, 40)}`, path: withQuery(buildPath(op, rnd, known, { name: param.name, value }), validQuery(op, rnd, known)), headers, body };
    }
    case "query": {
      const { query, note } = mutateQuery(op, rnd, known);
      return { ...base, note, path: withQuery(buildPath(op, rnd, known), query), headers, body };
    }
    case "body": {
      const mutated = mutateObject(op.body?.schema ?? {}, rnd, known);
      return { ...base, note: mutated.note, path: validPath(), headers: { "content-type": "application/json" }, body: jsonBody(mutated.value) };
    }
    case "text": {
      // A control character in one text of an otherwise valid call: a body field, or a query parameter.
      if (op.body?.schema.properties && (op.queryParams.length === 0 || rnd.chance(0.7))) {
        const mutated = withControlText(op.body.schema, rnd, known);
        return { ...base, note: mutated.note, path: validPath(), headers: { "content-type": "application/json" }, body: jsonBody(mutated.value) };
      }
      const query = validQuery(op, rnd, known);
      const param = rnd.pick(op.queryParams);
      const value = withControlCharacter(rnd, query.get(param.name) ?? String(validValue(param.schema, rnd, known, param.name)));
      query.set(param.name, value);
      return { ...base, note: `query ${param.name} control character ${JSON.stringify(value).slice(0, 40)}`, path: withQuery(buildPath(op, rnd, known), query), headers, body };
    }
    case "media": {
      const variant = rnd.pick(rawBodyVariants(op.body?.mediaType ?? "application/json", rnd));
      return { ...base, note: variant.note, path: validPath(), headers: variant.headers, body: variant.body };
    }
    case "method": {
      const method = rnd.pick(METHODS.filter((m) => m !== op.method));
      const hasBody = method !== "GET" && method !== "HEAD";
      return { ...base, method, write: true, note: `method ${method}`, path: validPath(), headers: hasBody ? headers : {}, body: hasBody ? body : NO_BODY };
    }
    case "csrf":
      return { ...base, csrf: rnd.pick(["omit", "wrong"] as const), note: "CSRF header missing or wrong", path: validPath(), headers, body };
    case "headers": {
      const extra = rnd.pick(garbageHeaders(rnd));
      return { ...base, note: extra.note, path: validPath(), headers: { ...headers, ...extra.headers }, body };
    }
    case "huge": {
      const text = rnd.chance(0.5) ? JSON.stringify({ email: hugeString(rnd), password: "x" }) : `[${"1,".repeat(rnd.pick([50_000, 600_000]))}1]`;
      return { ...base, note: "huge JSON body", path: validPath(), headers: { "content-type": op.body?.mediaType ?? "application/json" }, body: { kind: "text", text } };
    }
    case "stream":
      return { ...base, note: "endless body without Content-Length", path: validPath(), headers: { "content-type": op.body?.mediaType ?? "application/json" }, body: streamBody(op.body?.maxBytes ?? JSON_BODY_LIMIT) };
    case "cookies": {
      const cookies = rnd.pick(garbageCookies(rnd));
      // The CSRF pair matches so that writes get past the check and meet the session cookie.
      return { ...base, csrf: "omit", note: `cookies ${cookies.slice(0, 60)}`, path: validPath(), headers: { ...headers, "x-csrf-token": "fuzz-csrf" }, body, cookies: `${cookies}; csrf_token=fuzz-csrf` };
    }
    default:
      return { ...base, note: "valid", path: validPath(), headers, body };
  }
}

/** Paths no route declares, under the API, beside it and at the static file server. */
export function strayCase(rnd: Random): FuzzCase {
  const path = rnd.pick([
    "/api/v1/unknown", "/api/v1/", "/api/v1", "/api/v1//requests", "/api/v1/requests/1/../../users/me", "/api/v1/requests/%2e%2e/users/me", "/api/v1/%00", "/api/v1/%",
    "/graphql/", "//graphql", "/GRAPHQL", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2fpackage.json", "/assets/%00.js", "/%", "/index.html%00",
    `/${"a/".repeat(3000)}`, `/${"x".repeat(20_000)}`, "/dev/outbox?to=%00", "/dev/outbox?to=%", "/dev/outbox", "/api/v1/openapi.json?%", "/favicon.ico", "/request/1",
  ]);
  const method = rnd.pick(METHODS);
  const hasBody = method !== "GET" && method !== "HEAD";
  return {
    transport: "other",
    operation: `${method} (stray path)`,
    note: `stray path ${path.slice(0, 60)}`,
    method,
    path,
    headers: hasBody ? { "content-type": "application/json" } : {},
    body: hasBody ? jsonBody({ a: nastyString(rnd) }) : NO_BODY,
    csrf: rnd.pick(["send", "omit"] as const),
    write: hasBody,
  };
}

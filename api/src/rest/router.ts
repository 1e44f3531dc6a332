import { z } from "zod";
import { DomainError } from "../domain/errors.ts";
import { cleanInputText } from "../domain/input-text.ts";
import { accessErrorCode, hasAccess } from "../domain/access.ts";
import { restRouteScope } from "../domain/interop/partner-scopes.ts";
import type { PartnerCaller } from "../domain/interop/partner-authorizations.ts";
import { readBodyLimited, withBody } from "../call/read-body.ts";
import { restError } from "./errors.ts";
import type { RestContext, RestResult, RestRoute } from "./route.ts";

type CompiledRoute = { route: RestRoute; pattern: RegExp; paramNames: string[] };

export const REST_PREFIX = "/api/v1";
const MAX_BODY_BYTES = 1_000_000;

function compile(route: RestRoute): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    paramNames.push(name);
    return "([^/]+)";
  });
  // Legacy clients write some paths with a trailing slash (spec 2 §7); accept both.
  return { route, pattern: new RegExp(`^${source}/?$`), paramNames };
}

function firstIssueField(error: z.ZodError): string | undefined {
  const key = error.issues[0]?.path[0];
  return typeof key === "string" ? key : undefined;
}

async function readJson(request: Request): Promise<unknown> {
  const bytes = await readBodyLimited(request, MAX_BODY_BYTES);
  if (bytes.byteLength === 0) return {};
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new DomainError("validation_failed");
  }
}

/** A path parameter as text; a malformed escape (`%`, `%ZZ`) reads as "", which no route accepts as an id. */
function decodePathParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return "";
  }
}

export type RestRouter = {
  routes: RestRoute[];
  handle(context: RestContext, path: string): Promise<RestResult | null>;
};

export function createRestRouter(routes: RestRoute[]): RestRouter {
  const compiled = routes.map(compile);
  const find = (path: string, method: string) => {
    const candidates = compiled.filter((c) => c.pattern.test(path));
    return { candidates, match: candidates.find((c) => c.route.method === method || (method === "HEAD" && c.route.method === "GET")) };
  };
  return {
    routes,
    async handle(context, path) {
      const result = await answer(context, path);
      const route = find(path, context.request.method.toUpperCase()).match?.route;
      return result && route?.messageDetails ? withMessageDetails(result) : result;
    },
  };

  function partnerMayCall(partner: PartnerCaller, route: RestRoute): boolean {
    const scope = restRouteScope(route.tag, route.method);
    return scope !== null && partner.scopes.has(scope);
  }

  async function answer(context: RestContext, path: string): Promise<RestResult | null> {
    const method = context.request.method.toUpperCase();
    const { candidates, match } = find(path, method);
    if (candidates.length === 0) return null;
    if (!match) return { ...restError("method_not_allowed", context.locale), headers: { allow: candidates.map((c) => c.route.method).join(", ") } };
    const { route } = match;
    const locale = context.locale;

    if (route.method !== "GET" && !context.csrfOk) return restError("csrf_invalid", locale);
    if (!hasAccess(context, route.auth)) return restError(accessErrorCode(context), locale);
    // A partner's token reaches only the routes of the areas it was granted (issue 24); public
    // routes (health, csrf, the calendar feeds' own addresses) answer it as anyone.
    if (context.partner && route.auth !== "public" && !partnerMayCall(context.partner, route)) return restError("insufficient_scope", locale);

    const values = match.pattern.exec(path)?.slice(1) ?? [];
    // Every text a caller sends goes through the one control-character rule before a schema
    // reads it (domain/input-text.ts): NUL and lone surrogates refused, pasted controls dropped.
    const rawParams = cleanInputText(Object.fromEntries(match.paramNames.map((name, i) => [name, decodePathParam(values[i] ?? "")])));
    const url = new URL(context.request.url);
    const rawQuery = cleanInputText(Object.fromEntries(url.searchParams.entries()));

    try {
      // A path that is no id is a missing row for the caller, exactly like an id they may not see.
      if (!rawParams.ok) return restError("not_found", locale);
      const params = route.params ? route.params.safeParse(rawParams.value) : { success: true as const, data: rawParams.value };
      if (!params.success) return restError("not_found", locale);
      if (!rawQuery.ok) return restError("validation_failed", locale, rawQuery.field);
      const query = route.query ? route.query.safeParse(rawQuery.value) : { success: true as const, data: rawQuery.value };
      if (!query.success) return restError("validation_failed", locale, firstIssueField(query.error));
      let request = context.request;
      // Read (and bounded) here, before any handler can buffer it; the handler parses the copy.
      if (route.rawBody && !route.rawBody.streamed) request = withBody(request, await readBodyLimited(request, route.rawBody.maxBytes, { code: "file_too_large", field: "file" }));
      const rawBody = cleanInputText(route.method === "GET" || route.method === "DELETE" || route.rawBody ? {} : await readJson(request));
      if (!rawBody.ok) return restError("validation_failed", locale, rawBody.field);
      const body = route.body ? route.body.safeParse(rawBody.value) : { success: true as const, data: rawBody.value };
      if (!body.success) return restError("validation_failed", locale, firstIssueField(body.error));
      return await route.handler({ ...context, request }, { query: query.data, body: body.data, params: params.data });
    } catch (error) {
      // Commands name fields as their input does (camelCase); REST payloads are snake_case.
      if (error instanceof DomainError) return restError(error.code, locale, error.field?.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
      throw error;
    }
  }
}

/** An error answer with `messageDetails`, the same text as `message` (RestRoute.messageDetails). */
function withMessageDetails(result: RestResult): RestResult {
  const body = result.body;
  if ((result.status ?? 200) < 400 || typeof body !== "object" || body === null || !("message" in body)) return result;
  return { ...result, body: { ...body, messageDetails: body.message } };
}

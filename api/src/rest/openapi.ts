import { z } from "zod";
import type { RestRoute } from "./route.ts";
import { REST_PREFIX } from "./router.ts";

const errorBody = z.object({ code: z.string(), message: z.string(), field: z.string().optional() });

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  return z.toJSONSchema(schema, { io, unrepresentable: "any" });
}

function parametersOf(route: RestRoute) {
  const parameters: Record<string, unknown>[] = [];
  for (const [location, schema] of [["path", route.params], ["query", route.query]] as const) {
    if (!schema) continue;
    const json = jsonSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      parameters.push({ name, in: location, required: location === "path" || (json.required ?? []).includes(name), schema: property });
    }
  }
  return parameters;
}

/** OpenAPI 3.1, generated from the very zod schemas the handlers validate with. */
export function buildOpenApiDocument(routes: RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const write = route.method !== "GET";
    const operation = {
      summary: route.summary,
      tags: [route.tag],
      security: route.auth === "public" ? [] : [{ session: [] }],
      parameters: [
        ...parametersOf(route),
        ...(write ? [{ name: "X-CSRF-Token", in: "header", required: true, schema: { type: "string" }, description: "Value of the csrf_token cookie." }] : []),
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
          headers: Object.fromEntries(Object.entries(route.responseHeaders ?? {}).map(([name, description]) => [name, { description, schema: { type: "string" } }])),
          content: { "application/json": { schema: jsonSchema(route.response, "output") } },
        },
        "4XX": { description: "Expected failure (validation_failed, unauthenticated, session_expired, csrf_invalid, not_found, ...)", content: { "application/json": { schema: jsonSchema(errorBody, "output") } } },
      },
    };
    const key = `${REST_PREFIX}${route.path}`;
    paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Consilium REST compatibility API", version: "1.0.0", description: "Legacy interop layer (spec 2 §7). Cookie session; writes need the X-CSRF-Token header." },
    components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "consilium_session" } } },
    paths,
  };
}

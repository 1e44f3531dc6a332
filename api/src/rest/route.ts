import type { z } from "zod";
import type { CallContext } from "../call/call-context.ts";
import type { Access } from "../domain/access.ts";
import type { ErrorCode } from "../domain/error-registry.ts";

/** What a REST handler sees: the same per-call context as GraphQL resolvers. */
export type RestContext = CallContext & { request: Request };

export type RestResult = {
  status?: number;
  body?: unknown;
  /** Bytes sent as they are (downloads), instead of a JSON body. */
  raw?: Uint8Array;
  /** Bytes streamed as they are read (large downloads, archives), instead of a JSON body. */
  stream?: ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
};

type Input<Q, B, P> = { query: Q; body: B; params: P };

export type RestRoute<Q = unknown, B = unknown, P = unknown> = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** OpenAPI-style path below /api/v1, e.g. /requests/{id}. */
  path: string;
  /** Stable camelCase name partners' generated clients call the operation by; never rename one. */
  operationId: string;
  /** One line for the OpenAPI summary; a longer text is cut at its first sentence, and shown whole as the description. */
  summary: string;
  tag: string;
  /** Refused calls answer unauthenticated / session_expired (401), unvalidated or forbidden (403). */
  auth: Access;
  /**
   * Expected failures of the handler beyond those the router derives from auth, method, params
   * and body (401/403/404/413/422), documented in the OpenAPI document, e.g. ["already_participant"].
   */
  errors?: ErrorCode[];
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /**
   * The handler reads the request body itself (file uploads); documented as this media type.
   * The router reads it within maxBytes first, unless `streamed`: then the handler reads the
   * stream and must bound it itself (attachments, whose limit depends on the request).
   */
  rawBody?: { mediaType: string; maxBytes: number; streamed?: boolean };
  params?: z.ZodType<P>;
  /** JSON schema of the success body, for the OpenAPI document. */
  response: z.ZodType;
  /** Documented success answer when it is not 200 (the realtime socket's 101). */
  successStatus?: { status: number; description: string };
  /** Documented response headers, e.g. pagination metadata. */
  responseHeaders?: Record<string, string>;
  /**
   * Legacy clients of this call read the failure's text from `messageDetails` (spec 2 §7
   * prescription_generation, §8): every error answer of the route carries it beside `message`.
   */
  messageDetails?: boolean;
  handler: (context: RestContext, input: Input<Q, B, P>) => Promise<RestResult>;
};

/** Keeps each route's generic types while storing them in one list. */
export function defineRoute<Q, B, P>(route: RestRoute<Q, B, P>): RestRoute {
  return route as unknown as RestRoute;
}

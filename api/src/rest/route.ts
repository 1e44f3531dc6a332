import type { z } from "zod";
import type { CallContext } from "../call/call-context.ts";
import type { Access } from "../domain/access.ts";

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
  summary: string;
  tag: string;
  /** Refused calls answer unauthenticated / session_expired (401), unvalidated or forbidden (403). */
  auth: Access;
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
  handler: (context: RestContext, input: Input<Q, B, P>) => Promise<RestResult>;
};

/** Keeps each route's generic types while storing them in one list. */
export function defineRoute<Q, B, P>(route: RestRoute<Q, B, P>): RestRoute {
  return route as unknown as RestRoute;
}

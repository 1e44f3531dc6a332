/**
 * A body sent as a stream without Content-Length, as chunked transfer does: `totalBytes` are
 * offered and the server should stop reading soon after `limitBytes`.
 */
export type StreamBody = { kind: "stream"; totalBytes: number; limitBytes: number; prefix: string };

export type FuzzBody = { kind: "none" } | { kind: "text"; text: string } | { kind: "bytes"; bytes: Uint8Array } | StreamBody;

/** One HTTP call the fuzzer makes, with what it changed from a valid call. */
export type FuzzCase = {
  transport: "rest" | "graphql" | "other";
  /** The operation as named in the report: "POST /api/v1/login", "mutation login". */
  operation: string;
  /** What this call does wrong, for the report. */
  note: string;
  method: string;
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body: FuzzBody;
  /** send: the valid CSRF header on writes; omit: none; wrong: a made-up one. */
  csrf: "send" | "omit" | "wrong";
  /** An accepted call of this case may change the database (non-GET REST, a GraphQL mutation). */
  write: boolean;
  /** A raw Cookie header; the call then goes from a fresh client that has no cookies of its own. */
  cookies?: string;
};

export const NO_BODY: FuzzBody = { kind: "none" };

export const jsonBody = (value: unknown): FuzzBody => ({ kind: "text", text: JSON.stringify(value) ?? "" });

/** How the body reads in the report: short, with huge runs abbreviated. */
export function describeBody(body: FuzzBody, max = 300): string {
  if (body.kind === "none") return "(none)";
  if (body.kind === "stream") return `(stream of ${body.totalBytes} bytes, no Content-Length, starting ${JSON.stringify(body.prefix.slice(0, 40))})`;
  const text = body.kind === "text" ? body.text : `(bytes) ${Buffer.from(body.bytes.slice(0, 200)).toString("latin1")}`;
  const squeezed = text.replace(/(.{1,8}?)\1{20,}/gsu, (run, unit: string) => `${unit.repeat(3)}…(${unit} ×${run.length / unit.length})`);
  return squeezed.length > max ? `${squeezed.slice(0, max)}… (${text.length} chars)` : squeezed;
}

export const bodySize = (body: FuzzBody): number =>
  body.kind === "none" ? 0 : body.kind === "text" ? body.text.length : body.kind === "bytes" ? body.bytes.byteLength : body.totalBytes;

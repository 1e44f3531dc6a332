import { DomainError } from "../domain/errors.ts";
import type { ErrorCode } from "../domain/error-registry.ts";

/**
 * Reads a request body up to `maxBytes`, counting bytes as they arrive: a chunked body has no
 * Content-Length, so checking the header alone would let any size through into memory. Reading
 * stops as soon as the limit is passed.
 */
export async function readBodyLimited(request: Request, maxBytes: number, tooLarge: { code: ErrorCode; field?: string } = { code: "payload_too_large" }): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (Number.isFinite(declared) && declared > maxBytes) throw new DomainError(tooLarge.code, tooLarge.field);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // Past the limit: stop reading. Not cancelling lets the answer reach the client before the
      // connection closes (the HTTP server closes it once the refusal is sent).
      if (size > maxBytes) throw new DomainError(tooLarge.code, tooLarge.field);
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // The client went away or sent a broken chunked encoding: nothing to answer to.
    throw new DomainError("validation_failed");
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A copy of the request whose body is the bytes already read (for handlers that parse it themselves). */
export function withBody(request: Request, body: Uint8Array<ArrayBuffer>): Request {
  return new Request(request.url, { method: request.method, headers: request.headers, body: body.byteLength ? body : undefined, signal: request.signal });
}

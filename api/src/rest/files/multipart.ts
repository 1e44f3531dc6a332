import busboy from "busboy";
import { Readable } from "node:stream";
import { DomainError } from "../../domain/errors.ts";
import { MAX_FILES_PER_UPLOAD, type IncomingFile } from "../../domain/files/upload.ts";

export type MultipartBody = {
  /** The files in body order; each must be read to its end before the next one comes. */
  files: AsyncGenerator<IncomingFile>;
  /** Text fields, by name; complete once `files` is done. */
  fields: Map<string, string[]>;
};

type Event = { kind: "file"; file: IncomingFile } | { kind: "end" } | { kind: "error" };

/**
 * A multipart/form-data body read as a stream (busboy): files are handed on part by part and
 * nothing is buffered whole, so the per-file limit is enforced while the bytes arrive. Leaving
 * early (a file over the limit) stops reading the body: the refusal goes out and the server
 * closes the connection, instead of swallowing the rest of a huge upload first.
 */
export function readMultipart(request: Request): MultipartBody {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) throw new DomainError("validation_failed", "files");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as raw UTF-8 bytes in `filename="..."`; busboy's default reads
      // them as latin1 ("échographie" came out as "Ã©chographie"). RFC 5987 `filename*` still wins.
      defParamCharset: "utf8",
      limits: { files: MAX_FILES_PER_UPLOAD + 1, fields: 100, fieldSize: 16 * 1024, parts: MAX_FILES_PER_UPLOAD + 101, headerPairs: 20 },
    });
  } catch {
    throw new DomainError("validation_failed", "files"); // no or malformed boundary
  }
  const body = request.body;
  const fields = new Map<string, string[]>();
  const events: Event[] = [];
  let wake: (() => void) | null = null;
  const push = (event: Event) => {
    events.push(event);
    wake?.();
    wake = null;
  };
  parser.on("file", (_field, stream, info) => {
    // A part nobody reads any more (the upload was refused earlier) still fails when the body is
    // cut off; without a listener that 'error' event ended the process (found by npm run fuzz).
    // A reader still gets the error through guarded().
    stream.on("error", () => undefined);
    push({ kind: "file", file: { name: info.filename || "document", content: guarded(stream) } });
  });
  parser.on("field", (name, value) => fields.set(name, [...(fields.get(name) ?? []), value]));
  parser.on("close", () => push({ kind: "end" }));
  parser.on("error", () => push({ kind: "error" }));

  async function* files(): AsyncGenerator<IncomingFile> {
    const source = Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>);
    // A client gone mid-body: the file being written fails, and with it the whole upload.
    source.on("error", (error) => parser.destroy(error));
    source.pipe(parser);
    try {
      for (;;) {
        while (events.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        const event = events.shift();
        if (!event || event.kind === "end") return;
        if (event.kind === "error") throw new DomainError("validation_failed", "files");
        yield event.file;
      }
    } finally {
      // Not destroyed: cancelling the body would also cut off the answer on its way out.
      source.unpipe(parser);
    }
  }
  return { files: files(), fields };
}

/** A part's bytes; a client gone mid-body or a broken body is the caller's failure, not ours. */
async function* guarded(stream: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    yield* stream;
  } catch {
    throw new DomainError("validation_failed", "file");
  }
}

/**
 * The client ids of an upload, in file order (spec 2 §7 "multipart, client ids"): one
 * `client_id` field per file, or `client_ids` as a JSON array or a comma-separated list.
 */
export function clientIdsOf(fields: Map<string, string[]>): string[] {
  const values = [...(fields.get("client_ids") ?? []), ...(fields.get("client_id") ?? [])];
  return values.flatMap((value) => {
    const trimmed = value.trim();
    if (trimmed.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (Array.isArray(parsed)) return parsed.map((item) => String(item).slice(0, 200));
      } catch {
        // not JSON: read as a list below
      }
    }
    return trimmed.split(",").map((item) => item.trim().slice(0, 200));
  });
}

import type { TestClient } from "../test-client.ts";
import type { FuzzBody, FuzzCase, StreamBody } from "./case.ts";

// One call through the app's fetch handler, raced against a deadline, with the response body
// read in full (a stream that never ends is a hang too).

export type Outcome =
  /** `streaming`: an event stream that was still open when the harness hung up (subscriptions over HTTP). */
  | { kind: "answered"; status: number; text: string; contentType: string; streaming: boolean; ms: number; bytesPulled: number }
  | { kind: "hang"; ms: number; bytesPulled: number }
  /** The handler rejected instead of answering: nothing caught the error. */
  | { kind: "crash"; ms: number; error: string; bytesPulled: number }
  /** The fetch API itself refuses to build this request (e.g. a forbidden header value): not sent. */
  | { kind: "unsendable"; error: string };

function streamOf(body: StreamBody, counter: { pulled: number }): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!started) {
          started = true;
          const prefix = new TextEncoder().encode(body.prefix);
          counter.pulled += prefix.byteLength;
          controller.enqueue(prefix);
          return;
        }
        if (counter.pulled >= body.totalBytes) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk.slice());
      },
    },
    // Pull only on demand, so `pulled` is what the server read, not what a buffer prefetched.
    { highWaterMark: 0 },
  );
}

function bodyInit(body: FuzzBody, counter: { pulled: number }): BodyInit | undefined {
  if (body.kind === "none") return undefined;
  if (body.kind === "text") return body.text;
  if (body.kind === "bytes") return new Blob([new Uint8Array(body.bytes)]);
  return streamOf(body, counter);
}

/** How long an open event stream is read before the harness hangs up. */
const STREAM_READ_MS = 500;

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export async function execute(client: TestClient, fuzzCase: FuzzCase, timeoutMs: number): Promise<Outcome> {
  const headers: Record<string, string> = { ...fuzzCase.headers };
  if (fuzzCase.csrf === "wrong") headers["x-csrf-token"] = "not-the-csrf-token";
  if (fuzzCase.cookies !== undefined) headers["cookie"] = fuzzCase.cookies;
  const method = fuzzCase.method;
  const body = method === "GET" || method === "HEAD" ? ({ kind: "none" } as const) : fuzzCase.body;
  const url = `http://localhost${fuzzCase.path}`;
  try {
    // Built once here so that what the fetch API refuses is told apart from what the app does.
    new Request(url, { method, headers: { ...headers, "accept-language": client.locale }, body: body.kind === "stream" ? undefined : bodyInit(body, { pulled: 0 }) });
  } catch (error) {
    return { kind: "unsendable", error: errorText(error) };
  }

  const counter = { pulled: 0 };
  // Hanging up goes through the request's signal, which the server may watch to stop streaming.
  const abort = new AbortController();
  const init: RequestInit & { duplex?: "half"; csrf?: boolean } = {
    method,
    headers,
    body: bodyInit(body, counter),
    csrf: fuzzCase.csrf === "send",
    signal: abort.signal,
    ...(body.kind === "stream" ? { duplex: "half" } : {}),
  };
  const started = performance.now();
  const work = (async () => {
    const response = await client.fetch(fuzzCase.path, init);
    const contentType = response.headers.get("content-type") ?? "";
    // Subscriptions over HTTP answer with a stream that stays open by design: read a little, then hang up.
    const streaming = /^(text\/event-stream|multipart\/mixed)/i.test(contentType);
    const reader = response.body?.getReader();
    const chunks: Uint8Array[] = [];
    if (!streaming) {
      for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) chunks.push(chunk.value);
    } else {
      // Read for a moment, then walk away: cancelling the body trips an uncaught error inside
      // Node 20's fetch, so the stream is left to the server, told through the signal.
      const until = performance.now() + STREAM_READ_MS;
      for (;;) {
        const left = until - performance.now();
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([reader?.read(), new Promise<"later">((resolve) => (timer = setTimeout(() => resolve("later"), Math.max(0, left))))]);
        clearTimeout(timer);
        if (chunk === "later" || !chunk || chunk.done) break;
        chunks.push(chunk.value);
      }
      abort.abort();
    }
    return { status: response.status, text: new TextDecoder().decode(Buffer.concat(chunks)), contentType, streaming };
  })();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const result = await Promise.race([work, deadline]);
    const ms = performance.now() - started;
    if (result === "timeout") {
      work.catch(() => undefined);
      abort.abort();
      return { kind: "hang", ms, bytesPulled: counter.pulled };
    }
    return { kind: "answered", ...result, ms, bytesPulled: counter.pulled };
  } catch (error) {
    return { kind: "crash", ms: performance.now() - started, error: errorText(error), bytesPulled: counter.pulled };
  } finally {
    clearTimeout(timer);
  }
}

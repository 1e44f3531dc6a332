import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from "graphql";
import { TestClient } from "../test-client.ts";
import type { FuzzCase } from "./case.ts";
import { captureConsole } from "./console-capture.ts";
import { execute, type Outcome } from "./execute.ts";
import { createFingerprinter } from "./fingerprint.ts";
import { graphqlCase, graphqlOperations, operationDocument } from "./graphql-cases.ts";
import { graphqlDocumentCase } from "./graphql-documents.ts";
import { Random } from "./prng.ts";
import { streamReadAllowance } from "./raw-bodies.ts";
import { emptyReport, recordFailure, type FuzzReport } from "./report.ts";
import { restCase, restOperations, strayCase } from "./rest-cases.ts";
import { restoreAccounts, restoreSession, type Caller, type FuzzWorld } from "./world.ts";

export type FuzzOptions = {
  count: number;
  seed: number;
  /** A call slower than this is a hang. */
  timeoutMs?: number;
  onProgress?: (report: FuzzReport) => void;
  /** Told about every call, e.g. to print the slow ones. */
  onCall?: (index: number, fuzzCase: FuzzCase, outcome: Outcome) => void;
};

type Slot = { operation: string; make: (rnd: Random, visit: number) => FuzzCase };

const SESSION_COOKIE = "consilium_session";
const CALLER_WEIGHTS: Record<Caller["name"], number> = { anonymous: 0.3, validated: 0.35, pending: 0.15, super: 0.2 };
const SESSION_CHECK_EVERY = 100;
/** After this many hangs in a row the app is stuck and further calls would only measure that. */
const MAX_CONSECUTIVE_HANGS = 3;

function pickCaller(rnd: Random, callers: Caller[]): Caller {
  let draw = rnd.next();
  for (const caller of callers) {
    draw -= CALLER_WEIGHTS[caller.name];
    if (draw < 0) return caller;
  }
  return callers[0] as Caller;
}

/** A distinct address per call, so that per-IP rate limits do not turn the whole run into 429s. */
const ipFor = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** The JSON results in a GraphQL answer: one body, or the parts of a multipart or event stream. */
function graphqlResults(text: string): { errors?: unknown[]; data?: Record<string, unknown> | null }[] {
  try {
    return [JSON.parse(text)];
  } catch {
    const results = [];
    for (const line of text.split(/\r?\n/)) {
      const json = (line.startsWith("data:") ? line.slice(5) : line).trim();
      if (!json.startsWith("{")) continue;
      try {
        results.push(JSON.parse(json));
      } catch {
        // Not a result: framing or a cut-off part.
      }
    }
    return results;
  }
}

/**
 * Refused: a 4xx, or a GraphQL answer with errors or a DomainError member at the root. An answer
 * the harness cannot read counts as accepted, so that a write it made is not blamed on a refusal.
 */
function wasAccepted(fuzzCase: FuzzCase, status: number, text: string): boolean {
  if (status >= 400) return false;
  if (fuzzCase.transport !== "graphql") return true;
  const results = graphqlResults(text);
  if (results.length === 0) return true;
  return results.every((r) => !r.errors?.length && r.data && !Object.values(r.data).some((value) => (value as { __typename?: string } | null)?.__typename === "DomainError"));
}

/** The internal error's own words: the GraphQL message and errorId, or the REST body. */
function internalErrorDetail(text: string): string {
  try {
    const body = JSON.parse(text) as { errors?: { message?: string; path?: unknown; extensions?: { code?: string; errorId?: string } }[]; request_id?: string };
    const error = body.errors?.find((e) => e.extensions?.code === "internal_error");
    if (error) return `${error.message ?? ""} at ${JSON.stringify(error.path ?? null)} (errorId ${error.extensions?.errorId ?? "?"})`;
  } catch {
    // Not JSON: the raw text below.
  }
  return text.slice(0, 200);
}

async function buildSlots(world: FuzzWorld): Promise<Slot[]> {
  const client = new TestClient(world.app);
  const openapi: unknown = await (await client.fetch("/api/v1/openapi.json")).json();
  const introspection = await client.graphql<IntrospectionQuery>(getIntrospectionQuery({ typeDepth: 4 }));
  if (!introspection.data) throw new Error(`introspection failed: ${JSON.stringify(introspection.errors)}`);
  const graphql = graphqlOperations(buildClientSchema(introspection.data));
  const viewerQuery = operationDocument(graphql.find((op) => op.name === "viewer") ?? { kind: "query", name: "viewer", variables: [], args: [], body: "viewer { id }" });
  const known = world.known;
  return [
    // Each operation starts its round of fault kinds at its own place (its index): a bounded run
    // visits every operation only a few times, and each kind must still be met across the areas
    // (the control characters of issue 17 had fallen to 5 calls of 600 as operations were added).
    ...restOperations(openapi).map((op, index) => ({ operation: `${op.method} ${op.template}`, make: (rnd: Random, visit: number) => restCase(op, rnd, known, visit + index) })),
    ...graphql.map((op, index) => ({ operation: `${op.kind} ${op.name}`, make: (rnd: Random, visit: number) => graphqlCase(op, rnd, known, visit + index) })),
    // Whole-document faults have many shapes: two slots, so a bounded run meets them all.
    { operation: "graphql document", make: (rnd: Random, visit: number) => graphqlDocumentCase(rnd, 2 * visit, viewerQuery) },
    { operation: "graphql document", make: (rnd: Random, visit: number) => graphqlDocumentCase(rnd, 2 * visit + 1, viewerQuery) },
    { operation: "stray paths", make: (rnd: Random) => strayCase(rnd) },
  ];
}

export async function runFuzz(world: FuzzWorld, options: FuzzOptions): Promise<FuzzReport> {
  const { count, seed, timeoutMs = 5_000 } = options;
  const report = emptyReport(seed, count);
  const started = performance.now();
  const rnd = new Random(seed);
  const slots = await buildSlots(world);
  report.operations = [...new Set(slots.map((s) => s.operation))];
  const order = rnd.shuffle(slots.map((_, i) => i));
  const visits = slots.map(() => 0);
  const fingerprinter = await createFingerprinter(world.database, world.app.deps.config.filesDir);
  const fingerprint = async () => {
    const t0 = performance.now();
    const result = await fingerprinter.take();
    report.timeMs.fingerprints += performance.now() - t0;
    return result;
  };
  let baseline = await fingerprint();
  let hangsInARow = 0;
  const logs = captureConsole();
  try {
    for (let i = 0; i < count; i++) {
      const slotIndex = order[i % order.length] ?? 0;
      const visit = visits[slotIndex] ?? 0;
      visits[slotIndex] = visit + 1;
      const fuzzCase = (slots[slotIndex] as Slot).make(rnd, visit);
      const caller = pickCaller(rnd, world.callers);
      // Forged cookies go from a client with none, so its own cookies do not replace them.
      const fresh = fuzzCase.cookies !== undefined;
      const client = fresh ? new TestClient(world.app) : caller.client;
      const callerName = fresh ? "anonymous with forged cookies" : caller.name;
      const { "accept-language": language, ...headers } = fuzzCase.headers;
      const locale = client.locale;
      if (language !== undefined) client.locale = language;
      client.ip = ipFor(i);
      const sessionBefore = client.cookie(SESSION_COOKIE);
      logs.take();
      const outcome: Outcome = await execute(client, { ...fuzzCase, headers }, timeoutMs);
      client.locale = locale;
      const logged = logs.take();
      if (outcome.kind === "unsendable") {
        report.unsendable += 1;
        continue;
      }
      report.calls += 1;
      report.timeMs.calls += outcome.ms;
      options.onCall?.(i, fuzzCase, outcome);
      if (outcome.ms > report.maxLatency.ms) report.maxLatency = { ms: outcome.ms, operation: fuzzCase.operation, note: fuzzCase.note };
      const example = { caller: callerName, logged, status: null as number | null, detail: "" };

      if (outcome.kind === "hang") {
        report.byStatusClass["hang"] = (report.byStatusClass["hang"] ?? 0) + 1;
        recordFailure(report, "hang", fuzzCase, { ...example, detail: `no answer within ${timeoutMs} ms; ${outcome.bytesPulled} body bytes read` });
        if (++hangsInARow >= MAX_CONSECUTIVE_HANGS) {
          report.aborted = `${hangsInARow} hangs in a row: the app no longer answers`;
          break;
        }
      } else {
        hangsInARow = 0;
      }
      if (outcome.kind === "crash") recordFailure(report, "crash", fuzzCase, { ...example, detail: outcome.error });
      if (outcome.kind !== "hang" && fuzzCase.body.kind === "stream" && outcome.bytesPulled > streamReadAllowance(fuzzCase.body.limitBytes)) {
        recordFailure(report, "unbounded_body", fuzzCase, { ...example, status: outcome.kind === "answered" ? outcome.status : null, detail: `read ${outcome.bytesPulled} bytes for a limit of ${fuzzCase.body.limitBytes}` });
      }

      let accepted = false;
      if (outcome.kind === "answered") {
        const { status, text } = outcome;
        const statusClass = `${Math.floor(status / 100)}xx`;
        if (outcome.streaming) report.streamsHungUp += 1;
        report.byStatusClass[statusClass] = (report.byStatusClass[statusClass] ?? 0) + 1;
        const internal = text.includes("internal_error");
        if (status >= 500) {
          if (internal) report.counts.internal_error += 1;
          recordFailure(report, "5xx", fuzzCase, { ...example, status, detail: text.slice(0, 200) });
        } else if (internal) {
          recordFailure(report, "internal_error", fuzzCase, { ...example, status, detail: internalErrorDetail(text) });
        }
        accepted = wasAccepted(fuzzCase, status, text);
      }
      if (outcome.kind === "hang") {
        baseline = await fingerprint();
        continue;
      }

      const after = await fingerprint();
      if (!accepted) {
        const changed = await fingerprinter.changes(baseline, after);
        if (changed.length) recordFailure(report, "db_changed", fuzzCase, { ...example, status: outcome.kind === "answered" ? outcome.status : null, detail: `changed: ${changed.join(", ")}` });
      }
      baseline = after;
      // Keep the callers what they are (logged in, validated, pending, super) for the calls to come.
      const sessionMoved = !fresh && caller.account !== undefined && client.cookie(SESSION_COOKIE) !== sessionBefore;
      // Now and then every session is checked too: a call may end another caller's session server-side.
      const checkAll = (i + 1) % SESSION_CHECK_EVERY === 0;
      if ((accepted && fuzzCase.write) || sessionMoved || checkAll) {
        const t0 = performance.now();
        try {
          await restoreAccounts(world);
          for (const each of world.callers) if (checkAll || (sessionMoved && each === caller)) await restoreSession(world, each);
        } catch (error) {
          report.aborted = `the harness lost a caller: ${error instanceof Error ? error.message : String(error)}`;
          break;
        } finally {
          report.timeMs.restores += performance.now() - t0;
        }
        baseline = await fingerprint();
      }
      if (options.onProgress && (i + 1) % 500 === 0) options.onProgress(report);
    }
  } finally {
    logs.restore();
    report.durationMs = performance.now() - started;
  }
  return report;
}

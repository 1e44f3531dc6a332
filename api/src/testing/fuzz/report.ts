import { bodySize, describeBody, type FuzzCase } from "./case.ts";

export type FailureKind = "5xx" | "internal_error" | "hang" | "crash" | "db_changed" | "unbounded_body";

export type FailureExample = { caller: string; method: string; path: string; body: string; note: string; status: number | null; detail: string; logged: string };

export type FailureClass = { kind: FailureKind; status: number | null; operation: string; signature: string; count: number; example: FailureExample; exampleSize: number };

export type FuzzReport = {
  seed: number;
  requested: number;
  calls: number;
  /** The operations fuzzed: REST method + path, GraphQL root fields, and the whole-document and stray-path groups. */
  operations: string[];
  unsendable: number;
  /** Event streams (subscriptions over HTTP) still open when the harness hung up: by design, not hangs. */
  streamsHungUp: number;
  byStatusClass: Record<string, number>;
  counts: Record<FailureKind, number>;
  maxLatency: { ms: number; operation: string; note: string };
  durationMs: number;
  /** Where the time went: the fuzzed calls, the database fingerprints, logging callers in again. */
  timeMs: { calls: number; fingerprints: number; restores: number };
  failures: FailureClass[];
  /** Why the run stopped early, if it did. */
  aborted?: string;
};

export function emptyReport(seed: number, requested: number): FuzzReport {
  return {
    seed,
    requested,
    calls: 0,
    operations: [],
    unsendable: 0,
    streamsHungUp: 0,
    byStatusClass: {},
    counts: { "5xx": 0, internal_error: 0, hang: 0, crash: 0, db_changed: 0, unbounded_body: 0 },
    maxLatency: { ms: 0, operation: "", note: "" },
    durationMs: 0,
    timeMs: { calls: 0, fingerprints: 0, restores: 0 },
    failures: [],
  };
}

/** Digits and ids out of a message, so that one bug is one class however many inputs hit it. */
const normalise = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, "<uuid>")
    .replace(/\d+/g, "N")
    .slice(0, 160);

export function recordFailure(report: FuzzReport, kind: FailureKind, fuzzCase: FuzzCase, example: Omit<FailureExample, "method" | "path" | "body" | "note">): void {
  report.counts[kind] += 1;
  // The error itself, not the log line's method, path and request id, which vary with the input.
  const logged = /\b\w*(Error|Exception)\b.*/.exec(example.logged)?.[0] ?? example.logged;
  const signature = normalise(logged || example.detail);
  const found = report.failures.find((f) => f.kind === kind && f.status === example.status && f.operation === fuzzCase.operation && f.signature === signature);
  const size = bodySize(fuzzCase.body) + fuzzCase.path.length;
  const full: FailureExample = { ...example, method: fuzzCase.method, path: fuzzCase.path.length > 300 ? `${fuzzCase.path.slice(0, 300)}… (${fuzzCase.path.length} chars)` : fuzzCase.path, body: describeBody(fuzzCase.body), note: fuzzCase.note };
  if (!found) {
    report.failures.push({ kind, status: example.status, operation: fuzzCase.operation, signature, count: 1, example: full, exampleSize: size });
    return;
  }
  found.count += 1;
  // Keep the smallest input that shows the class: the easiest one to replay.
  if (size < found.exampleSize) Object.assign(found, { example: full, exampleSize: size });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatReport(report: FuzzReport, maxExamples = 30): string {
  const lines = [
    `fuzz: seed ${report.seed}, ${report.calls} calls (${report.requested} requested${report.unsendable ? `, ${report.unsendable} not sendable by fetch` : ""}) in ${seconds(report.durationMs)}` +
      ` (calls ${seconds(report.timeMs.calls)}, database fingerprints ${seconds(report.timeMs.fingerprints)}, callers logged in again ${seconds(report.timeMs.restores)})`,
    `operations: ${report.operations.length} (${report.operations.filter((o) => o.includes("/api/v1")).length} REST, ${report.operations.filter((o) => /^(query|mutation) /.test(o)).length} GraphQL root fields, plus whole documents and stray paths)`,
    `status classes: ${Object.entries(report.byStatusClass).sort().map(([k, v]) => `${k} ${v}`).join(", ")}`,
    `5xx: ${report.counts["5xx"]}   internal_error: ${report.counts.internal_error}   hangs over 5 s: ${report.counts.hang}   crashes: ${report.counts.crash}   db changed by refused calls: ${report.counts.db_changed}   unbounded bodies: ${report.counts.unbounded_body}`,
    ...(report.streamsHungUp ? [`event streams left open by the server and closed by the harness after 0.5 s: ${report.streamsHungUp}`] : []),
    `max latency: ${report.maxLatency.ms.toFixed(0)} ms (${report.maxLatency.operation}: ${report.maxLatency.note})`,
  ];
  if (report.aborted) lines.push(`ABORTED: ${report.aborted}`);
  if (report.failures.length) lines.push("", `${report.failures.length} distinct failure classes:`);
  for (const failure of [...report.failures].sort((a, b) => b.count - a.count).slice(0, maxExamples)) {
    const e = failure.example;
    lines.push(
      `- [${failure.kind}${failure.status ? ` ${failure.status}` : ""}] ${failure.operation} ×${failure.count} (caller ${e.caller}; ${e.note})`,
      `    ${e.method} ${e.path}`,
      `    body: ${e.body}`,
      ...(e.detail ? [`    detail: ${e.detail}`] : []),
      ...(e.logged ? [`    logged: ${e.logged}`] : []),
    );
  }
  return lines.join("\n");
}

export const failed = (report: FuzzReport) => Object.values(report.counts).some((n) => n > 0) || report.aborted !== undefined;

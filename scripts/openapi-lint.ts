import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { execFile } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

type Problem = { ruleId: string; severity: "error" | "warn"; message: string; location?: { pointer?: string }[] };

/** Problems accepted on purpose, each with its reason; anything else fails. */
const ACCEPTED: { ruleId: string; pointer: string; why: string }[] = [
  { ruleId: "operation-4xx-response", pointer: "#/paths/~1api~1v1~1csrf/get/responses", why: "GET /csrf is public, takes no input and cannot fail expectedly." },
  { ruleId: "operation-2xx-response", pointer: "#/paths/~1api~1v1~1realtime~1websocket/get/responses", why: "The WebSocket upgrade answers 101, never a 2xx." },
];

const root = path.resolve(import.meta.dirname, "..");

/**
 * Lints an OpenAPI document with redocly's recommended rules (redocly.yaml) and answers every
 * problem, warnings included, as one line each; [] when the document is clean.
 */
export async function lintOpenApiDocument(document: unknown): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), "openapi-lint-"));
  try {
    const documentPath = path.join(folder, "openapi.json");
    await writeFile(documentPath, JSON.stringify(document, null, 2));
    const redocly = path.join(root, "node_modules/.bin/redocly");
    const args = ["lint", documentPath, "--config", path.join(root, "redocly.yaml"), "--format", "json", "--max-problems", "1000"];
    const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
    let output: string;
    try {
      output = (await promisify(execFile)(redocly, args, { env, encoding: "utf8", maxBuffer: 32 * 1024 * 1024 })).stdout;
    } catch (error) {
      // Exit code 1 when there are errors: the JSON report is still on stdout.
      output = error instanceof Error && "stdout" in error ? String((error as { stdout: unknown }).stdout) : "";
      if (!output.trim()) throw error;
    }
    const report = JSON.parse(output) as { problems?: Problem[] };
    return (report.problems ?? [])
      .filter((problem) => !ACCEPTED.some((a) => a.ruleId === problem.ruleId && a.pointer === problem.location?.[0]?.pointer))
      .map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location?.[0]?.pointer ?? ""})`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

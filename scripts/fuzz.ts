import { describeBody } from "../api/src/testing/fuzz/case.ts";
import { formatReport, failed } from "../api/src/testing/fuzz/report.ts";
import { runFuzz } from "../api/src/testing/fuzz/runner.ts";
import { runSubscriptionFuzz } from "../api/src/testing/fuzz/subscription-runner.ts";
import { createFuzzWorld } from "../api/src/testing/fuzz/world.ts";
import { listen } from "../api/src/http/server.ts";

// npm run fuzz [-- --count N --seed S --timeout MS --slow MS --subscriptions N]
// Fuzzes every REST operation of the OpenAPI document and every GraphQL root query and
// mutation through the app's fetch handler, over an in-memory PGlite with the test fixtures
// (or PostgreSQL with TEST_DATABASE_URL); then, with --subscriptions N, N fuzzed frames to every
// root subscription over real graphql-ws sockets. Exits 1 when any call failed a check.

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} wants a whole number, got ${args[index + 1]}`);
  return value;
};

const count = option("count", 2_000);
const seed = option("seed", Date.now() % 1_000_000);
const timeoutMs = option("timeout", 5_000);
// Calls slower than this are printed as they happen (0: none).
const slowMs = option("slow", 0);
const subscriptionFrames = option("subscriptions", 0);

// The socket caps would refuse most fuzzed frames as rate_limited before they reach a parser.
const openSockets = { maxOperationsPerSocket: 1_000, operationsPerSecond: 100_000, maxSubscriptionsPerUser: 100_000, maxAnonymousRefusals: 100_000, maxRefusalsInARow: 100_000, behindCloseMs: 10_000 };
const world = await createFuzzWorld(subscriptionFrames ? { sockets: openSockets } : {});
try {
  console.log(`[fuzz] ${count} calls, seed ${seed} (replay with --seed ${seed}), on ${world.database.label}`);
  const report = await runFuzz(world, {
    count,
    seed,
    timeoutMs,
    onCall: (index, fuzzCase, outcome) => {
      if (slowMs && outcome.kind !== "unsendable" && outcome.ms >= slowMs) {
        console.log(`[fuzz] call ${index}: ${outcome.ms.toFixed(0)} ms, ${outcome.kind === "answered" ? outcome.status : outcome.kind}, ${fuzzCase.operation} (${fuzzCase.note}) ${describeBody(fuzzCase.body, 120)}`);
      }
    },
    onProgress: (r) => console.log(`[fuzz] ${r.calls} calls, ${r.counts["5xx"]} 5xx, ${r.counts.internal_error} internal_error, ${r.counts.hang} hangs, ${r.failures.length} failure classes`),
  });
  console.log(formatReport(report));
  process.exitCode = failed(report) ? 1 : 0;
  if (subscriptionFrames) {
    const server = await listen(world.app, 0, "127.0.0.1");
    try {
      const frames = await runSubscriptionFuzz(world, server.url, { count: subscriptionFrames, seed });
      const { failures, ...figures } = frames;
      console.log(`[fuzz] subscriptions: ${JSON.stringify(figures)}`);
      for (const failure of failures.slice(0, 30)) console.log(`[fuzz] subscription failure: ${JSON.stringify(failure)}`);
      if (failures.length) process.exitCode = 1;
    } finally {
      await server.close();
    }
  }
} finally {
  await world.close();
}
// A call that hung may still hold a timer or a socket; the report is out, so leave now.
process.exit(process.exitCode ?? 0);

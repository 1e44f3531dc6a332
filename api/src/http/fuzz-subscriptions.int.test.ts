import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSubscriptionFuzz } from "../testing/fuzz/subscription-runner.ts";
import { createFuzzWorld, type FuzzWorld } from "../testing/fuzz/world.ts";
import { healthStatus } from "../testing/raw-socket.ts";
import { listen, type RunningServer } from "./server.ts";

// Issue 17: subscriptions meet hostile input too. Every root subscription field, as each kind of
// caller, over real graphql-ws sockets: fuzzed variables and literals, broken documents and
// frames that break the protocol. None may answer internal_error or close a socket other than
// by the protocol's own refusals. `npm run fuzz -- --subscriptions N` runs the same harness longer.

const SEED = 20_261_126;
const FRAMES = 480;
// The socket caps would refuse most of a fuzzer's frames as rate_limited: raised here so the
// frames reach the parsers and resolvers they are meant to try (socket-limits.int.test.ts tests the caps).
const OPEN_SOCKETS = { maxOperationsPerSocket: 1_000, operationsPerSecond: 100_000, maxSubscriptionsPerUser: 100_000, maxAnonymousRefusals: 100_000, maxRefusalsInARow: 100_000, behindCloseMs: 10_000 };

let world: FuzzWorld;
let server: RunningServer;

beforeAll(async () => {
  world = await createFuzzWorld({ sockets: OPEN_SOCKETS });
  server = await listen(world.app, 0, "127.0.0.1");
});
afterAll(async () => {
  await server?.close();
  await world?.close();
});

// Up to 180 s: a few hundred hostile calls take well over the suite's 60 s on a loaded 2-core machine.
describe("fuzzing every root subscription over graphql-ws", () => {
  it(`answers ${FRAMES} malformed frames with no internal_error and no unexpected close`, async () => {
    const report = await runSubscriptionFuzz(world, server.url, { count: FRAMES, seed: SEED });
    const summary = JSON.stringify(report, null, 1);
    expect(report.failures, summary).toEqual([]);
    expect(report.frames).toBe(FRAMES);
    // Most fuzzed frames are refused with a code; the rest are valid enough to wait for events.
    // The protocol breakers closed their sockets with 4400.
    expect(report.refused, summary).toBeGreaterThan(FRAMES * 0.4);
    expect(report.closes["4400"] ?? 0, summary).toBeGreaterThan(0);
    expect(await healthStatus(Number(new URL(server.url).port))).toBe(200);
  }, 180_000);
});

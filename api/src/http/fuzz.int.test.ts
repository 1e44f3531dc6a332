import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FuzzCase } from "../testing/fuzz/case.ts";
import { formatReport } from "../testing/fuzz/report.ts";
import { runFuzz } from "../testing/fuzz/runner.ts";
import { createFuzzWorld, type FuzzWorld } from "../testing/fuzz/world.ts";

// Issue 7: hostile input of any kind is a 4xx, never a 5xx, a masked internal error, a hang,
// or a refused call that writes. A fixed seed and a bounded count keep this under a minute;
// `npm run fuzz -- --count 20000 --seed S` runs the same harness longer.

const SEED = 20_260_701;
const CALLS = 600;

let world: FuzzWorld;

beforeAll(async () => {
  world = await createFuzzWorld();
});
afterAll(async () => world?.close());

// Up to 180 s: a few hundred hostile calls take well over the suite's 60 s on a loaded 2-core machine.
describe("fuzzing every REST operation and every GraphQL root query and mutation", () => {
  it(`answers ${CALLS} malformed calls, anonymous and logged in, with no 5xx, internal_error, hang or write`, async () => {
    // Issue 17: invisible characters inside otherwise valid values reach the rules (a NUL was a 500).
    let controlCharacterCalls = 0;
    const countControlCharacters = (_index: number, fuzzCase: FuzzCase) => {
      if (fuzzCase.note.includes("control character")) controlCharacterCalls += 1;
    };
    const report = await runFuzz(world, { count: CALLS, seed: SEED, onCall: countControlCharacters });
    // The whole report as the message: each failure class with its smallest input and the error logged.
    const summary = formatReport(report);
    expect(report.aborted, summary).toBeUndefined();
    expect(report.counts, summary).toEqual({ "5xx": 0, internal_error: 0, hang: 0, crash: 0, db_changed: 0, unbounded_body: 0 });
    // Calls the fetch API refuses to build never reach the app; most calls must.
    expect(report.calls).toBeGreaterThan(CALLS * 0.9);
    // Every operation of the OpenAPI document and every root field took part.
    expect(report.operations.filter((o) => o.includes("/api/v1")).length).toBeGreaterThan(10);
    expect(report.operations.filter((o) => /^(query|mutation) /.test(o)).length).toBeGreaterThan(10);
    // A share of the calls, not a count: it moves with the seed's draw as operations are added. Each operation
    // starts its round of fault kinds at its own place (runner.ts), so adding operations no longer starves a kind
    // (it had fallen to 5 of 600 with issue 24's); a dozen and more reach every area's text rules.
    expect(controlCharacterCalls).toBeGreaterThan(CALLS * 0.015);
  }, 180_000);
});

import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { pruneRateHits, takeRateToken } from "./rate-limit.ts";

let db: TestDatabase;
beforeAll(async () => (db = await createTestDatabase()));
afterAll(async () => db?.drop());

const rule = { limit: 3, windowMs: 60_000 };
const t0 = new Date("2026-11-22T10:00:00Z");

it("allows the limit, refuses beyond it, and forgets after the window", async () => {
  const results = [];
  for (let i = 0; i < 5; i++) results.push(await takeRateToken(db.prisma, "login:1", rule, t0));
  expect(results).toEqual([true, true, true, false, false]);
  expect(await takeRateToken(db.prisma, "login:2", rule, t0)).toBe(true);
  expect(await takeRateToken(db.prisma, "login:1", rule, new Date(t0.getTime() + 61_000))).toBe(true);
});

it("counts parallel attempts", async () => {
  const results = await Promise.all(Array.from({ length: 10 }, () => takeRateToken(db.prisma, "burst", rule, t0)));
  expect(results.filter(Boolean).length).toBeLessThanOrEqual(rule.limit);
});

it("prunes old hits", async () => {
  expect(await pruneRateHits(db.prisma, new Date(t0.getTime() + 2 * 86_400_000))).toBeGreaterThan(0);
});

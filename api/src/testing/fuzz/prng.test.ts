import { describe, expect, it } from "vitest";
import { Random } from "./prng.ts";

describe("the fuzzer's seeded random source", () => {
  it("replays the same draws for the same seed, and others for another", () => {
    const draws = (seed: number) => Array.from({ length: 5 }, ((r) => () => r.int(0, 1_000_000))(new Random(seed)));
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
  });

  it("keeps integers within their bounds and reaches both ends", () => {
    const random = new Random(7);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(-2, 2)));
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2]);
  });
});

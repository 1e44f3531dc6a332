import { describe, expect, it } from "vitest";
import { MAX_RECONNECT_DELAY_MS, reconnectDelayMs } from "./reconnect.ts";

describe("reconnectDelayMs", () => {
  it("doubles from one second", () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelayMs(n, () => 0))).toEqual([1000, 2000, 4000, 8000]);
  });
  it("never exceeds five minutes, jitter included", () => {
    expect(reconnectDelayMs(30, () => 0.99)).toBe(MAX_RECONNECT_DELAY_MS);
    expect(reconnectDelayMs(8, () => 0.99)).toBeLessThanOrEqual(MAX_RECONNECT_DELAY_MS);
  });
  it("reaches the cap after nine attempts and stays there however long the outage", () => {
    expect(reconnectDelayMs(8, () => 0)).toBe(256_000);
    expect([9, 50, 2000].map((n) => reconnectDelayMs(n, () => 0.5))).toEqual([MAX_RECONNECT_DELAY_MS, MAX_RECONNECT_DELAY_MS, MAX_RECONNECT_DELAY_MS]);
  });
});

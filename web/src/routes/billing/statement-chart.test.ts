import { describe, expect, it } from "vitest";
import { barHeight, chartTop } from "./statement-chart.ts";

describe("statement chart scale", () => {
  it("rounds the top up to 1, 2 or 5 × 10ⁿ", () => {
    expect(chartTop(0)).toBe(10_000);
    expect(chartTop(2300)).toBe(5000);
    expect(chartTop(6900)).toBe(10_000);
    expect(chartTop(10_000)).toBe(10_000);
    expect(chartTop(14_300)).toBe(20_000);
  });

  it("draws bars to scale, and never hides a month with acts", () => {
    expect(barHeight(2500, 5000, 160)).toBe(80);
    expect(barHeight(1, 1_000_000, 160)).toBe(1);
    expect(barHeight(0, 5000, 160)).toBe(0);
  });
});

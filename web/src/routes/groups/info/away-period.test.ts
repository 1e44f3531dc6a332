import { describe, expect, it } from "vitest";
import { awayPeriodIsComplete } from "./away-period.ts";

describe("awayPeriodIsComplete", () => {
  it("needs both days, the last not before the first", () => {
    expect(awayPeriodIsComplete("", "2026-11-30")).toBe(false);
    expect(awayPeriodIsComplete("2026-11-23", "")).toBe(false);
    expect(awayPeriodIsComplete("2026-11-23", "2026-11-22")).toBe(false);
    expect(awayPeriodIsComplete("2026-11-23", "2026-11-23")).toBe(true);
    expect(awayPeriodIsComplete("2026-11-23", "2027-01-02")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { defaultDownloadRange, groupExportPath, rangeProblem } from "./data-download.ts";

describe("data download range (spec 1 §5)", () => {
  it("defaults to one month ago until today", () => {
    expect(defaultDownloadRange(new Date(2026, 10, 23, 12))).toEqual({ from: "2026-10-23", to: "2026-11-23" });
  });

  it("needs both days, the end not before the start", () => {
    expect(rangeProblem("", "2026-11-23")).toBe("from_required");
    expect(rangeProblem("2026-11-01", "")).toBe("to_required");
    expect(rangeProblem("2026-11-02", "2026-11-01")).toBe("to_before_from");
    expect(rangeProblem("2026-11-01", "2026-11-01")).toBeNull();
  });

  it("builds the API path", () => {
    expect(groupExportPath(7, "2026-10-23", "2026-11-23")).toBe("/api/v1/groups/7/export.csv?from=2026-10-23&to=2026-11-23");
  });
});

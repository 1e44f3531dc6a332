import { describe, expect, it } from "vitest";
import { isRecentEdit } from "./edit-window.ts";

describe("edit indicator window (spec 2 §4)", () => {
  const now = Date.parse("2026-11-23T10:00:00Z");
  it("shows an edit of the last minute only", () => {
    expect(isRecentEdit("2026-11-23T09:59:01Z", now)).toBe(true);
    expect(isRecentEdit("2026-11-23T09:59:00Z", now)).toBe(false);
    expect(isRecentEdit(null, now)).toBe(false);
  });
});

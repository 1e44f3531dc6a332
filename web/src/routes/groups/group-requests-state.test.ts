import { describe, expect, it } from "vitest";
import { groupRequestsSearch, readGroupRequestsState } from "./group-requests-state.ts";

describe("requests tab state in the URL", () => {
  it("reads and writes the sub-tab, search, tag and meeting filter, keeping the category", () => {
    const state = readGroupRequestsState("?status=ongoing&q=coeur&tag=4&meeting=next&category=9");
    expect(state).toEqual({ status: "ongoing", search: "coeur", tagId: 4, meeting: "next" });
    expect(groupRequestsSearch("?category=9", { ...state, search: "", meeting: null })).toBe("?category=9&status=ongoing&tag=4");
  });

  it("reads and writes one chosen meeting by its number (the meetings tab's link)", () => {
    const state = readGroupRequestsState("?status=all&meeting=42");
    expect(state.meeting).toBe(42);
    expect(groupRequestsSearch("", state)).toBe("?status=all&meeting=42");
  });

  it("ignores malformed values", () => {
    expect(readGroupRequestsState("?tag=x&meeting=soon")).toEqual({ status: null, search: "", tagId: null, meeting: null });
    expect(readGroupRequestsState("?meeting=0")).toEqual({ status: null, search: "", tagId: null, meeting: null });
  });
});

import { describe, expect, it } from "vitest";
import { filtersFor, listUrl, readListState } from "./feed.ts";

describe("list filters", () => {
  it("offer drafts on the sender side only, and billable to billing-eligible viewers only", () => {
    expect(filtersFor("FROM_ME", true)).toEqual(["UNREAD", "BILLABLE", "DRAFT", "OPENED", "COMPLETED", "CANCELLED"]);
    expect(filtersFor("TO_ME", false)).toEqual(["UNREAD", "OPENED", "COMPLETED", "CANCELLED"]);
  });
});

describe("list URL", () => {
  it("keeps filter and sort in the query and the search in the hash", () => {
    const url = listUrl("/request", { filter: "UNREAD", sort: "LAST_ACTIVITY_ASC", search: "  Hélène Dupré" });
    expect(url).toBe("/request?filter=unread&sort=asc#H%C3%A9l%C3%A8ne%20Dupr%C3%A9");
    const [path, hash] = url.split("#");
    expect(readListState(new URLSearchParams(path?.split("?")[1]), `#${hash}`)).toEqual({ filter: "UNREAD", sort: "LAST_ACTIVITY_ASC", search: "Hélène Dupré" });
  });

  it("falls back to the whole list, newest first, on unknown or malformed values", () => {
    expect(readListState(new URLSearchParams("filter=archived&sort=sideways"), "#%E0%A4%A")).toEqual({ filter: null, sort: "LAST_ACTIVITY_DESC", search: "" });
    expect(listUrl("/consult", { filter: null, sort: "LAST_ACTIVITY_DESC", search: "   " })).toBe("/consult");
  });
});

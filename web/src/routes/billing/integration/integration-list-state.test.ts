import { describe, expect, it } from "vitest";
import { cursorBeforePage, DEFAULT_STATE, integrationListUrl, pageCount, readIntegrationListState } from "./integration-list-state.ts";

describe("the administrative data list's URL state", () => {
  it("defaults to billable only, oldest first, pending tasks, page 1", () => {
    expect(readIntegrationListState(new URLSearchParams(""))).toEqual(DEFAULT_STATE);
    expect(integrationListUrl(DEFAULT_STATE)).toBe("/integration");
  });

  it("keeps the archived filter, search, group and page through the URL", () => {
    const state = { archived: true, all: true, descending: true, search: " durand ", groupId: 7, page: 3 };
    const url = integrationListUrl(state);
    expect(url).toBe("/integration?archived=1&all=1&desc=1&q=durand&group=7&page=3");
    expect(readIntegrationListState(new URLSearchParams(url.split("?")[1]))).toEqual({ ...state, search: "durand" });
  });

  it("reads an edited page or group as the default instead of failing", () => {
    expect(readIntegrationListState(new URLSearchParams("page=-2&group=abc"))).toMatchObject({ page: 1, groupId: null });
    expect(readIntegrationListState(new URLSearchParams("page=99999999999"))).toMatchObject({ page: 1 });
  });

  it("asks page 2 after the 20th item, as the API's offset cursor", () => {
    expect(cursorBeforePage(1)).toBeNull();
    expect(atob(cursorBeforePage(2) ?? "")).toBe("integrations:19");
    expect(atob(cursorBeforePage(3) ?? "")).toBe("integrations:39");
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
  });
});

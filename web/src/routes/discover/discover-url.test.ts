import { describe, expect, it } from "vitest";
import { discoverTab, groupsQueryVariables, mapQueryVariables, pageRange, panelOfHash, readMapSearch, writeMapSearch } from "./discover-url.ts";

describe("discover URL", () => {
  it("sends an unknown tab to the map", () => {
    expect(discoverTab("groups")).toBe("groups");
    expect(discoverTab("map")).toBe("map");
    expect(discoverTab("whatever")).toBe("map");
    expect(discoverTab(undefined)).toBe("map");
  });

  it("reads and writes the query parameters, ignoring malformed ones", () => {
    const search = readMapSearch(new URLSearchParams("specialty=SM04&bounds=4.6,45.6,5.1,45.9&limit=20&page=2&debug=1&only_accessible=true"), 100);
    expect(search).toEqual({ specialty: "SM04", bounds: [4.6, 45.6, 5.1, 45.9], limit: 20, page: 2, debug: true, onlyAccessible: true });
    expect(writeMapSearch(search, 100).toString()).toBe("specialty=SM04&bounds=4.6%2C45.6%2C5.1%2C45.9&limit=20&page=2&only_accessible=true&debug=1");
    expect(readMapSearch(new URLSearchParams("bounds=9,1,2,3&limit=-4&page=x"), 100)).toEqual({ specialty: "all", bounds: null, limit: 100, page: 1, debug: false, onlyAccessible: false });
    expect(writeMapSearch(readMapSearch(new URLSearchParams(""), 100), 100).toString()).toBe("");
  });

  it("asks the map's results from the address alone, leaving the start view and page size to the server", () => {
    expect(mapQueryVariables(new URLSearchParams(""))).toEqual({ bounds: null, specialty: "all", onlyAccessible: false, limit: null, page: 1 });
    expect(mapQueryVariables(new URLSearchParams("bounds=4.6,45.6,5.1,45.9&specialty=SM04&limit=20&page=3&only_accessible=true&debug=1"))).toEqual({
      bounds: [4.6, 45.6, 5.1, 45.9],
      specialty: "SM04",
      onlyAccessible: true,
      limit: 20,
      page: 3,
    });
    expect(mapQueryVariables(new URLSearchParams("bounds=9,1,2,3&limit=-4"))).toEqual({ bounds: null, specialty: "all", onlyAccessible: false, limit: null, page: 1 });
  });

  it("asks the groups tab for the address's specialty, else the viewer's default, which the server resolves", () => {
    expect(groupsQueryVariables(new URLSearchParams(""))).toEqual({ specialty: "default" });
    expect(groupsQueryVariables(new URLSearchParams("specialty="))).toEqual({ specialty: "default" });
    expect(groupsQueryVariables(new URLSearchParams("specialty=SM04"))).toEqual({ specialty: "SM04" });
  });

  it("shows 'start–end of total' and the small-screen panel from the hash", () => {
    expect(pageRange(100, 100, 250)).toEqual({ start: 101, end: 200, total: 250 });
    expect(pageRange(0, 0, 0)).toEqual({ start: 0, end: 0, total: 0 });
    expect(panelOfHash("#map")).toBe("map");
    expect(panelOfHash("")).toBe("list");
  });
});

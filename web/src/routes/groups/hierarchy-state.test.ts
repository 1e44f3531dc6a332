import { describe, expect, it } from "vitest";
import { categoryOfSearch, hashOfSearch, matchesSearch, searchOfHash } from "./hierarchy-state.ts";

describe("hierarchy sidebar state (spec 1 §2)", () => {
  it("keeps the search in the hash and the category in the query string", () => {
    expect(searchOfHash(hashOfSearch("cœur gauche"))).toBe("cœur gauche");
    expect(hashOfSearch("")).toBe("");
    expect(categoryOfSearch("?category=12")).toBe(12);
    expect(categoryOfSearch("?category=abc")).toBeNull();
  });

  it("matches accents and case, every word, and keeps a parent whose child matches", () => {
    const tree = { label: "Cardiologie", children: [{ label: "Échographie cardiaque" }] };
    expect(matchesSearch(tree, "echographie")).toBe(true);
    expect(matchesSearch(tree, "CARDIO")).toBe(true);
    expect(matchesSearch(tree, "cardio neuro")).toBe(false);
  });
});

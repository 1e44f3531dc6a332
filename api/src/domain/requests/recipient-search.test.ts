import { describe, expect, it } from "vitest";
import { capSuggestions, matchesEveryWord } from "./recipient-search.ts";

const ids = (n: number, from = 1) => Array.from({ length: n }, (_v, i) => from + i);

describe("recipient suggestions", () => {
  it("keep at most 6 of one kind and 12 in all", () => {
    const capped = capSuggestions({ professionalIds: ids(10), groupIds: ids(10, 100), topicIds: ids(10, 200) });
    expect([capped.professionalIds.length, capped.groupIds.length, capped.topicIds.length]).toEqual([4, 4, 4]);
    const two = capSuggestions({ professionalIds: ids(10), groupIds: ids(10, 100), topicIds: [] });
    expect([two.professionalIds.length, two.groupIds.length, two.topicIds.length]).toEqual([6, 6, 0]);
    const one = capSuggestions({ professionalIds: ids(20), groupIds: [], topicIds: [] });
    expect(one.professionalIds).toEqual(ids(6));
  });

  it("give the places a kind does not use to the others", () => {
    const capped = capSuggestions({ professionalIds: ids(10), groupIds: [100], topicIds: ids(10, 200) });
    expect([capped.professionalIds.length, capped.groupIds.length, capped.topicIds.length]).toEqual([6, 1, 5]);
  });

  it("match every word, ignoring accents and case", () => {
    expect(matchesEveryWord("Réseau Épaule Lyon", ["epaule", "lyon"])).toBe(true);
    expect(matchesEveryWord("Réseau Épaule Lyon", ["epaule", "paris"])).toBe(false);
  });
});

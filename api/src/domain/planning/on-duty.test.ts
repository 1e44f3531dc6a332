import { describe, expect, it } from "vitest";
import { coverageIncludes, dutyCoverage, periodCovers } from "./on-duty.ts";

const start = new Date("2026-12-01T08:00:00Z");
const end = new Date("2026-12-02T08:00:00Z");
const at = (iso: string) => new Date(iso);

describe("periodCovers (issue 23 item 6: who is on duty at an instant)", () => {
  it("covers from its start, inclusive", () => expect(periodCovers({ start, end }, start)).toBe(true));
  it("does not cover a millisecond before its start", () => expect(periodCovers({ start, end }, new Date(start.getTime() - 1))).toBe(false));
  it("covers up to its end, exclusive", () => {
    expect(periodCovers({ start, end }, new Date(end.getTime() - 1))).toBe(true);
    expect(periodCovers({ start, end }, end)).toBe(false);
  });
  it("always covers an always period (start and end both null)", () => {
    expect(periodCovers({ start: null, end: null }, at("1999-01-01T00:00:00Z"))).toBe(true);
    expect(periodCovers({ start: null, end: null }, at("2099-01-01T00:00:00Z"))).toBe(true);
  });
  it("never covers a half-open period (the editor refuses them; a row like that routes nothing)", () => {
    expect(periodCovers({ start, end: null }, end)).toBe(false);
    expect(periodCovers({ start: null, end }, start)).toBe(false);
  });
});

describe("dutyCoverage and coverageIncludes (the topics on duty for)", () => {
  const allReach = { allTopics: true, topicIds: [] };
  it("a period for all topics of an expert for all topics covers every topic", () => {
    const coverage = dutyCoverage([{ allTopics: true, topicIds: [] }], allReach);
    expect(coverage).toEqual({ allTopics: true, topicIds: [] });
    expect(coverageIncludes(coverage, 42)).toBe(true);
    expect(coverageIncludes(coverage, null)).toBe(true);
  });
  it("a period for some topics covers those only (topic mismatch routes nothing)", () => {
    const coverage = dutyCoverage([{ allTopics: false, topicIds: [3, 1] }], allReach);
    expect(coverage).toEqual({ allTopics: false, topicIds: [1, 3] });
    expect(coverageIncludes(coverage, 3)).toBe(true);
    expect(coverageIncludes(coverage, 2)).toBe(false);
    // A request to the group without a topic goes to those on duty for every topic.
    expect(coverageIncludes(coverage, null)).toBe(false);
  });
  it("never covers a topic the expert does not answer", () => {
    expect(dutyCoverage([{ allTopics: true, topicIds: [] }], { allTopics: false, topicIds: [5, 2] })).toEqual({ allTopics: false, topicIds: [2, 5] });
    expect(dutyCoverage([{ allTopics: false, topicIds: [2, 9] }], { allTopics: false, topicIds: [5, 2] })).toEqual({ allTopics: false, topicIds: [2] });
  });
  it("joins the topics of several periods covering the instant", () => {
    expect(dutyCoverage([{ allTopics: false, topicIds: [2] }, { allTopics: false, topicIds: [4, 2] }], allReach)).toEqual({ allTopics: false, topicIds: [2, 4] });
  });
});

import { describe, expect, it } from "vitest";
import { filterByWords, namesOneContext, paramsOfTarget, preselectedKey, targetFromParams } from "./recipient-target.ts";

const target = (query: string) => targetFromParams(new URLSearchParams(query));

describe("the recipient named by the URL", () => {
  it("reads r_type with r_professional, or r_group and r_topic", () => {
    expect(target("r_type=professional&r_professional=12")).toEqual({ kind: "professional", professionalId: 12 });
    expect(target("r_type=group&r_group=3&r_topic=7")).toEqual({ kind: "group", groupId: 3, topicId: 7 });
    expect(target("r_group=3")).toEqual({ kind: "group", groupId: 3, topicId: null });
  });

  it("chooses nothing from malformed or missing ids", () => {
    expect(target("")).toBeNull();
    expect(target("r_type=professional&r_professional=abc")).toBeNull();
    expect(target("r_type=group&r_group=99999999999")).toBeNull();
    expect(target("r_type=group&r_professional=4")).toBeNull();
  });

  it("writes back the same names", () => {
    expect(paramsOfTarget({ kind: "group", groupId: 3, topicId: 7 })).toEqual({ r_type: "group", r_group: "3", r_topic: "7" });
    expect(paramsOfTarget({ kind: "professional", professionalId: 12 })).toEqual({ r_type: "professional", r_professional: "12" });
  });
});

describe("the context selected by itself", () => {
  const contexts = [
    { key: "a", status: "AVAILABLE", recipientTopicId: 1 },
    { key: "b", status: "UNACCEPTED", recipientTopicId: 2 },
    { key: "c", status: "DRAFTABLE", recipientTopicId: 3 },
  ];

  it("is the only available one, or the topic the URL names", () => {
    expect(preselectedKey(contexts, null)).toBe("a");
    expect(preselectedKey(contexts, 3)).toBe("c");
    expect(preselectedKey([...contexts, { key: "d", status: "AVAILABLE", recipientTopicId: 4 }], null)).toBeNull();
  });
});

describe("the filter field", () => {
  it("keeps items whose label holds every word, accents and case ignored", () => {
    const labels = ["Échographie cardiaque", "Rythmologie", "Cardiopédiatrie"];
    expect(filterByWords(labels, "CARDIAQUE echo", (l) => l)).toEqual(["Échographie cardiaque"]);
    expect(filterByWords(labels, "  ", (l) => l)).toEqual(labels);
  });
});

describe("a link that names one context", () => {
  const contexts = [
    { key: "t1", status: "AVAILABLE", recipientTopicId: 1 },
    { key: "t2", status: "AVAILABLE", recipientTopicId: 2 },
  ] as const;
  it("is a group's topic among its contexts, or a professional's only way in", () => {
    expect(namesOneContext(contexts, 2, "group")).toBe(true);
    expect(namesOneContext(contexts, null, "group")).toBe(false);
    expect(namesOneContext(contexts, 9, "group")).toBe(false);
    expect(namesOneContext(contexts, null, "professional")).toBe(false);
    expect(namesOneContext([{ key: "p", status: "AVAILABLE", recipientTopicId: null }], null, "professional")).toBe(true);
  });
});

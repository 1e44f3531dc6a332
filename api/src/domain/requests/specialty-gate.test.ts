import { describe, expect, it } from "vitest";
import { acceptsSpecialty, isBlockingAway, isCurrentlyAway, topicAcceptsSpecialty } from "./specialty-gate.ts";

const now = new Date("2026-11-23T10:00:00Z");
const away = { awayMessageActive: true, awayBlocking: true, awaySince: new Date("2026-11-20T00:00:00Z"), awayUntil: new Date("2026-11-24T00:00:00Z") };

describe("specialty rules", () => {
  it("accept all, or exactly the listed codes; none listed and not all accepts nobody", () => {
    expect(acceptsSpecialty({ acceptsAllSpecialties: true, acceptedSpecialtyCodes: [] }, null)).toBe(true);
    expect(acceptsSpecialty({ acceptsAllSpecialties: false, acceptedSpecialtyCodes: ["SM54"] }, "SM54")).toBe(true);
    expect(acceptsSpecialty({ acceptsAllSpecialties: false, acceptedSpecialtyCodes: ["SM54"] }, "SM04")).toBe(false);
    expect(acceptsSpecialty({ acceptsAllSpecialties: false, acceptedSpecialtyCodes: [] }, "SM54")).toBe(false);
  });

  it("need both the topic and its group to accept (self_specialty_accepted)", () => {
    const all = { acceptsAllSpecialties: true, acceptedSpecialtyCodes: [] };
    const only = { acceptsAllSpecialties: false, acceptedSpecialtyCodes: ["SM04"] };
    expect(topicAcceptsSpecialty(all, all, "SM54")).toBe(true);
    expect(topicAcceptsSpecialty(only, all, "SM54")).toBe(false);
    expect(topicAcceptsSpecialty(all, only, "SM54")).toBe(false);
  });
});

describe("away periods", () => {
  it("are current from their start until their (exclusive) end", () => {
    expect(isCurrentlyAway(away, now)).toBe(true);
    expect(isCurrentlyAway(away, new Date("2026-11-24T00:00:00Z"))).toBe(false);
    expect(isCurrentlyAway(away, new Date("2026-11-19T23:59:59Z"))).toBe(false);
    expect(isCurrentlyAway({ ...away, awaySince: null, awayUntil: null }, now)).toBe(true);
    expect(isCurrentlyAway({ ...away, awayMessageActive: false }, now)).toBe(false);
  });

  it("block requests only when blocking is set", () => {
    expect(isBlockingAway(away, now)).toBe(true);
    expect(isBlockingAway({ ...away, awayBlocking: false }, now)).toBe(false);
  });
});

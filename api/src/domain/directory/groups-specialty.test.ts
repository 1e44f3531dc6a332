import { describe, expect, it } from "vitest";
import { groupsSpecialtyOf } from "./groups-specialty.ts";

const doctor = (specialtyCode: string) => ({ specialtyCode, specialty: { professionCode: 10 } });

describe("groupsSpecialtyOf", () => {
  it("gives a specialist their own specialty's networks (spec 1 §2)", () => {
    expect(groupsSpecialtyOf(doctor("SM04"))).toBe("SM04");
  });

  it("gives everyone else the specialists' networks: a general practitioner, another profession, no professional record", () => {
    expect(groupsSpecialtyOf(doctor("SM54"))).toBe("specialist");
    expect(groupsSpecialtyOf({ specialtyCode: "60", specialty: { professionCode: 60 } })).toBe("specialist");
    expect(groupsSpecialtyOf(null)).toBe("specialist");
  });
});

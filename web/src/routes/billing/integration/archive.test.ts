import { describe, expect, it } from "vitest";
import { archiveProblems } from "./archive.ts";

const item = { collectIep: true, collectIpp: false, integratedAct: false, integratedReport: false };

describe("archiving with the numbers the group collects", () => {
  it("flags an empty or blank required IEP, and only the numbers the group collects", () => {
    expect(archiveProblems(item, { iep: "   ", ipp: "" }, { integratedAct: true })).toEqual({ iep: true, ipp: false });
    expect(archiveProblems({ ...item, collectIpp: true }, { iep: "SEJ-1", ipp: "" }, { integratedReport: true })).toEqual({ iep: false, ipp: true });
  });

  it("lets the archive go with the number filled, and unticking 'Billed' needs none", () => {
    expect(archiveProblems(item, { iep: " SEJ-1 ", ipp: "" }, { integratedAct: true })).toEqual({ iep: false, ipp: false });
    expect(archiveProblems({ ...item, integratedAct: true }, { iep: "", ipp: "" }, { integratedAct: false })).toEqual({ iep: false, ipp: false });
  });
});

import { describe, expect, it } from "vitest";
import { actsFor } from "./acts.ts";
import { capYearWindow, inCapYear, samePatientWhere } from "./yearly-cap.ts";

// RULES.md §8: "max 4/yr per patient per doctor" (from 1 April 2022); midwives "each capped at
// 2/yr per patient"; nurses "4/yr per patient per nurse". The year is the calendar year in
// France (Europe/Paris): an act completed at 00:30 on 1 January in Paris (23:30 UTC the day
// before) counts in the new year.

describe("the cap's counting window", () => {
  it("is the calendar year in Paris, from 1 January 00:00 to 31 December 24:00", () => {
    const window = capYearWindow(new Date("2026-06-15T10:00:00Z"));
    expect(window.year).toBe(2026);
    expect(window.from.toISOString()).toBe("2025-12-31T23:00:00.000Z");
    expect(window.to.toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("counts an act of 1 January 00:30 in Paris (31 December 23:30 UTC) in the new year, not the old one", () => {
    const justAfterMidnightInParis = new Date("2025-12-31T23:30:00Z");
    expect(capYearWindow(justAfterMidnightInParis).year).toBe(2026);
    expect(inCapYear(justAfterMidnightInParis, new Date("2026-03-01T12:00:00Z"))).toBe(true);
    expect(inCapYear(justAfterMidnightInParis, new Date("2025-12-31T12:00:00Z"))).toBe(false);
  });

  it("leaves out the act of 31 December 23:59 in Paris when counting the next year, and keeps it in its own", () => {
    const lastMinuteInParis = new Date("2025-12-31T22:59:00Z");
    expect(inCapYear(lastMinuteInParis, new Date("2026-01-01T09:00:00Z"))).toBe(false);
    expect(inCapYear(lastMinuteInParis, new Date("2025-01-01T09:00:00Z"))).toBe(true);
  });

  it("is a calendar year, not a rolling one: an act of last December does not count in January", () => {
    expect(inCapYear(new Date("2025-12-20T10:00:00Z"), new Date("2026-01-05T10:00:00Z"))).toBe(false);
    expect(inCapYear(new Date("2026-01-02T10:00:00Z"), new Date("2026-12-30T10:00:00Z"))).toBe(true);
  });

  it("starts the year at the instant it starts (half-open window)", () => {
    const window = capYearWindow(new Date("2027-02-01T00:00:00Z"));
    expect(inCapYear(window.from, new Date("2027-02-01T00:00:00Z"))).toBe(true);
    expect(inCapYear(window.to, new Date("2027-02-01T00:00:00Z"))).toBe(false);
  });
});

describe("the caps in the act table", () => {
  const now = new Date("2026-05-10T10:00:00Z");
  it("caps a doctor's TE2 at 4 and a midwife's at 2 a year per patient; Germany states no per-patient cap", () => {
    expect(actsFor({ country: "FR", side: "expert", profession: "doctor", date: now }).map((act) => act.yearlyCapPerPatient)).toEqual([4]);
    expect(actsFor({ country: "FR", side: "expert", profession: "midwife", date: now }).map((act) => act.yearlyCapPerPatient)).toEqual([2]);
    expect(actsFor({ country: "DE", side: "expert", profession: "doctor", date: now }).every((act) => act.yearlyCapPerPatient === null)).toBe(true);
  });
});

describe("the same patient", () => {
  it("is the same row, or a row with the same NIR, NISS, KVNR or INS", () => {
    expect(samePatientWhere({ id: 7, nir: "185057800608436", niss: null, kvnr: null, insId: null })).toEqual({ OR: [{ id: 7 }, { nir: "185057800608436" }] });
    expect(samePatientWhere({ id: 8, nir: null, niss: "85073003328", kvnr: "A123456780", insId: "1850578006084" })).toEqual({
      OR: [{ id: 8 }, { niss: "85073003328" }, { kvnr: "A123456780" }, { insId: "1850578006084" }],
    });
  });

  it("is only the same row when no national number is known (names alone do not make two rows one person)", () => {
    expect(samePatientWhere({ id: 9, nir: null, niss: null, kvnr: null, insId: null })).toEqual({ OR: [{ id: 9 }] });
  });
});

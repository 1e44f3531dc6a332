import { describe, expect, it } from "vitest";
import { ACTS, actByCode, actDay, actsFor, billsActs, eligibleFor, professionOfCode, type ActSide, type Profession } from "./acts.ts";
import { billableExpertAct, expertActChoices, priceExpertAct } from "./consult-act.ts";

// Noon in Paris on the given day, and the first and last minutes of a day (Paris time).
const day = (iso: string) => new Date(`${iso}T12:00:00+01:00`);
const codes = (country: string, side: ActSide, profession: Profession, iso: string) =>
  actsFor({ country, side, profession, date: day(iso) }).map((act) => `${act.code} ${act.amountCents}`);

describe("the act table (RULES.md §8, §9)", () => {
  it("quotes RULES.md as the source of every row", () => {
    for (const act of ACTS) expect(act.source, `${act.country} ${act.code} ${act.validFrom}`).toMatch(/^RULES\.md §(8|9)/);
    const row = actByCode("TE2", day("2026-06-01"), { country: "FR" });
    expect(row?.source).toContain("From 1 Jan 2026 (convention 2024–29, signed 4 Jun 2024, JO 21 Jun 2024): TE2 23 €");
  });

  it("France, doctor as expert: TE1 12 € / TE2 20 € to 31 March 2022, TE2 20 € from 1 April 2022, 23 € from 1 January 2026", () => {
    // "10 Feb 2019 → 31 Mar 2022 (avenant 6 …) | TE1 12 €, TE2 20 €"
    expect(codes("FR", "expert", "doctor", "2019-02-09")).toEqual([]);
    expect(codes("FR", "expert", "doctor", "2019-02-10")).toEqual(["TE1 1200", "TE2 2000"]);
    expect(codes("FR", "expert", "doctor", "2022-03-31")).toEqual(["TE1 1200", "TE2 2000"]);
    // "From 1 Apr 2022 (avenant 9 …) | single level TE2 20 €"
    expect(codes("FR", "expert", "doctor", "2022-04-01")).toEqual(["TE2 2000"]);
    expect(codes("FR", "expert", "doctor", "2025-12-31")).toEqual(["TE2 2000"]);
    // "From 1 Jan 2026 (convention 2024–29 …) | TE2 23 €"
    expect(codes("FR", "expert", "doctor", "2026-01-01")).toEqual(["TE2 2300"]);
  });

  it("France, requester: 5 € per TE1 / 10 € per TE2 to 31 March 2022, then RQD 10 € for doctors", () => {
    // "flat fee 5 € per TE1 / 10 € per TE2, capped at 500 €/yr"
    expect(codes("FR", "requester", "doctor", "2022-03-31")).toEqual(["TE1 500", "TE2 1000"]);
    // "RQD 10 € (becomes a NGAP act); all patients; max 4/yr per patient per doctor"
    expect(codes("FR", "requester", "doctor", "2022-04-01")).toEqual(["RQD 1000"]);
    expect(actsFor({ country: "FR", side: "requester", profession: "doctor", date: day("2022-04-01") })[0]?.yearlyCapPerPatient).toBe(4);
    // "RQD stays 10 €"
    expect(codes("FR", "requester", "doctor", "2026-01-01")).toEqual(["RQD 1000"]);
  });

  it("France: only doctors and midwives as experts; midwives from 1 April 2022 at 20 €, 2 a year per patient", () => {
    // "Only médecins and sages-femmes may act as requis (TE2)."
    for (const profession of ["nurse", "physiotherapist", "podiatrist", "speech_therapist", "pharmacist", "dentist", "other"] as const) {
      expect(codes("FR", "expert", profession, "2026-06-01"), profession).toEqual([]);
    }
    // "Billable depuis le 1er avril 2022 … as requise TE2 20 €, each capped at 2/yr per patient"
    // Spec 2 §5 "midwives 2022-09-01" wins over RULES.md's 1 April 2022.
    expect(codes("FR", "expert", "midwife", "2022-08-31")).toEqual([]);
    expect(codes("FR", "expert", "midwife", "2022-09-01")).toEqual(["TE2 2000"]);
    expect(codes("FR", "expert", "midwife", "2026-01-01")).toEqual(["TE2 2000"]);
    expect(actsFor({ country: "FR", side: "expert", profession: "midwife", date: day("2023-01-01") })[0]?.yearlyCapPerPatient).toBe(2);
  });

  it("France: RQD for each profession from its threshold day (spec 2 §5, RULES.md §8)", () => {
    const thresholds: [Profession, string, string, number | null][] = [
      ["midwife", "2022-08-31", "2022-09-01", 2], // "as requérante RQD 10 €" (sante-ara.fr; cdosf13.fr)
      ["speech_therapist", "2022-04-05", "2022-04-06", 2], // "applicable 6 Apr 2022 (omnidoc)"
      ["nurse", "2023-03-22", "2023-03-23", 4], // "Infirmiers (IDE/IPA) | 2023-03-23 | ✔ avenant 9"
      ["physiotherapist", "2024-02-21", "2024-02-22", null], // "Masseurs-kinés | 2024-02-22 | ✔ plausible"
      ["podiatrist", "2024-03-06", "2024-03-07", null], // "Pédicures-podologues | 2024-03-07"
    ];
    for (const [profession, before, from, cap] of thresholds) {
      expect(codes("FR", "requester", profession, before), `${profession} ${before}`).toEqual([]);
      expect(codes("FR", "requester", profession, from), `${profession} ${from}`).toEqual(["RQD 1000"]);
      expect(actsFor({ country: "FR", side: "requester", profession, date: day(from) })[0]?.yearlyCapPerPatient, profession).toBe(cap);
    }
    // "Pharmaciens | — | No RQD right found … Treat as not eligible."
    expect(codes("FR", "requester", "pharmacist", "2026-06-01")).toEqual([]);
    expect(codes("FR", "requester", "dentist", "2026-06-01")).toEqual([]);
  });

  it("Germany: 01670 for the requester, 01671 and 01672 (at most 3) for the consultant, in euros from the year's orientation value", () => {
    // "2021: 11.1244 cent, so 01670 12.24 €, 01671 14.24 €, 01672 7.23 €"
    expect(codes("DE", "requester", "doctor", "2021-06-01")).toEqual(["01670 1224"]);
    expect(codes("DE", "expert", "doctor", "2021-06-01")).toEqual(["01671 1424", "01672 723"]);
    // "Germany, since 1 Oct 2020"
    expect(codes("DE", "expert", "doctor", "2020-09-30")).toEqual([]);
    expect(codes("DE", "expert", "doctor", "2020-10-01")).toEqual(["01671 1406", "01672 714"]);
    // Year boundaries: the value changes on 1 January.
    expect(codes("DE", "expert", "doctor", "2020-12-31")).toEqual(["01671 1406", "01672 714"]);
    expect(codes("DE", "expert", "doctor", "2021-01-01")).toEqual(["01671 1424", "01672 723"]);
    expect(codes("DE", "expert", "doctor", "2025-12-31")).toEqual(["01671 1586", "01672 806"]);
    expect(codes("DE", "expert", "doctor", "2026-01-01")).toEqual(["01671 1631", "01672 828"]);
    expect(actByCode("01672", day("2026-01-01"))?.maxUnits).toBe(3);
    // Doctors only: no French TE2 there, nothing for another profession.
    expect(codes("DE", "expert", "nurse", "2026-01-01")).toEqual([]);
    expect(actByCode("TE2", day("2026-01-01"), { country: "DE" })).toBeNull();
  });

  it("Belgium: no act (RULES.md §9 'offer no act code there')", () => {
    for (const side of ["requester", "expert"] as const) expect(codes("BE", side, "doctor", "2026-06-01")).toEqual([]);
    expect(billsActs("BE", "doctor", day("2026-06-01"))).toBe(false);
  });

  it("reads the day in Paris time: 23:30 UTC on 31 March 2022 is already 1 April there", () => {
    expect(actDay(new Date("2022-03-31T21:59:00Z"))).toBe("2022-03-31");
    expect(actDay(new Date("2022-03-31T22:00:00Z"))).toBe("2022-04-01");
    expect(actByCode("TE1", new Date("2022-03-31T21:59:00Z"))?.amountCents).toBe(1200);
    expect(actByCode("TE1", new Date("2022-03-31T22:00:00Z"))).toBeNull();
    expect(actDay(new Date("2025-12-31T23:00:00Z"))).toBe("2026-01-01");
  });

  it("maps the directory's profession codes and says who may filter billable requests (spec 2 §6)", () => {
    expect([10, 21, 40, 50, 60, 70, 80, 91, 99].map(professionOfCode)).toEqual(["doctor", "pharmacist", "dentist", "midwife", "nurse", "physiotherapist", "podiatrist", "speech_therapist", "other"]);
    const now = day("2026-06-01");
    expect(["doctor", "midwife", "nurse", "physiotherapist", "podiatrist", "speech_therapist"].every((p) => billsActs("FR", p as Profession, now))).toBe(true);
    expect(billsActs("FR", "pharmacist", now)).toBe(false);
    expect(billsActs("DE", "doctor", now)).toBe(true);
    expect(billsActs("FR", "nurse", day("2023-03-22"))).toBe(false);
  });

  it("restricts the acts before 1 April 2022 to the restricted categories; non-eligible never bills", () => {
    const old = actByCode("TE2", day("2022-03-31"));
    const recent = actByCode("TE2", day("2022-04-01"));
    if (!old || !recent) throw new Error("missing rows");
    expect(eligibleFor(old, "ALD")).toBe(true);
    expect(eligibleFor(old, "ELIGIBLE")).toBe(false);
    expect(eligibleFor(recent, "ELIGIBLE")).toBe(true);
    expect(eligibleFor(recent, null)).toBe(true);
    expect(eligibleFor(recent, "NONELIGIBLE")).toBe(false);
  });
});

describe("the expert's act at completion", () => {
  const frenchDoctor = { country: "FR", professionCode: 10 };
  const germanDoctor = { country: "DE", professionCode: 10 };
  const belgianDoctor = { country: "BE", professionCode: 10 };
  const now = day("2026-11-26");

  it("offers a French doctor TE2 23 €, a German one 01671 with up to 3 × 01672, a Belgian one nothing", () => {
    expect(expertActChoices(frenchDoctor, now).map((c) => [c.code, c.act.amountCents, c.supplement?.code ?? null])).toEqual([["TE2", 2300, null]]);
    expect(expertActChoices(germanDoctor, now).map((c) => [c.code, c.act.amountCents, c.supplement?.code ?? null, c.supplement?.maxUnits])).toEqual([["EBM_01671", 1631, "01672", 3]]);
    expect(expertActChoices(belgianDoctor, now)).toEqual([]);
  });

  it("prices the chosen act and refuses what the table does not give (act_not_applicable)", () => {
    expect(priceExpertAct(frenchDoctor, now, { actCode: "TE2", supplements: 0 })).toEqual({ actCode: "TE2", supplements: 0, amountCents: 2300, needsBillingNumber: true, yearlyCapPerPatient: 4 });
    expect(priceExpertAct(germanDoctor, now, { actCode: "EBM_01671", supplements: 2 })).toEqual({ actCode: "EBM_01671", supplements: 2, amountCents: 1631 + 2 * 828, needsBillingNumber: false, yearlyCapPerPatient: null });
    expect(() => priceExpertAct(frenchDoctor, now, { actCode: "TE1", supplements: 0 })).toThrow(expect.objectContaining({ code: "act_not_applicable" }));
    expect(() => priceExpertAct(germanDoctor, now, { actCode: "TE2", supplements: 0 })).toThrow(expect.objectContaining({ code: "act_not_applicable" }));
    expect(() => priceExpertAct(germanDoctor, now, { actCode: "EBM_01671", supplements: 4 })).toThrow(expect.objectContaining({ code: "act_not_applicable" }));
    expect(() => priceExpertAct(belgianDoctor, now, { actCode: "TE2", supplements: 0 })).toThrow(expect.objectContaining({ code: "act_not_applicable" }));
    expect(priceExpertAct(belgianDoctor, now, { actCode: "NONE", supplements: 0 }).amountCents).toBeNull();
  });

  it("bills an old consult with the act of its date, and never a German TE2", () => {
    const consult = (actCode: "TE1" | "TE2", iso: string) => ({ status: "COMPLETED", actCode, completedAt: day(iso) });
    expect(billableExpertAct({ consult: consult("TE1", "2022-03-31"), eligibility: "ALD", expert: frenchDoctor })?.amountCents).toBe(1200);
    expect(billableExpertAct({ consult: consult("TE1", "2022-04-01"), eligibility: "ALD", expert: frenchDoctor })).toBeNull();
    expect(billableExpertAct({ consult: consult("TE2", "2025-12-31"), eligibility: null, expert: frenchDoctor })?.amountCents).toBe(2000);
    expect(billableExpertAct({ consult: consult("TE2", "2026-01-01"), eligibility: null, expert: frenchDoctor })?.amountCents).toBe(2300);
    expect(billableExpertAct({ consult: consult("TE2", "2026-01-01"), eligibility: "NONELIGIBLE", expert: frenchDoctor })).toBeNull();
    expect(billableExpertAct({ consult: consult("TE2", "2026-01-01"), eligibility: null, expert: germanDoctor })).toBeNull();
    expect(billableExpertAct({ consult: consult("TE2", "2026-01-01"), eligibility: null, expert: { country: "FR", professionCode: 60 } })).toBeNull();
  });
});

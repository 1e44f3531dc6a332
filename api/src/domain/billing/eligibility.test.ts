import { describe, expect, it } from "vitest";
import { eligibilityChoices, eligibilityIsRestricted } from "./eligibility.ts";
import { requesterWillBill } from "./requester-bills.ts";

// Paris midnight is 22:00 or 23:00 UTC the day before: boundary days are given in Paris time.
const paris = (day: string) => new Date(`${day}T12:00:00+02:00`);

describe("eligibility (spec 2 §3, RULES.md §8: restricted until 31 March 2022, avenant 9 from 1 April 2022)", () => {
  it("restricts to named categories up to 31 March 2022 and opens to all patients from 1 April", () => {
    expect(eligibilityIsRestricted(paris("2022-03-31"))).toBe(true);
    expect(eligibilityIsRestricted(paris("2022-04-01"))).toBe(false);
    // 1 April 2022 00:30 in Paris is still 31 March in UTC.
    expect(eligibilityIsRestricted(new Date("2022-03-31T22:30:00Z"))).toBe(false);
    expect(eligibilityChoices(paris("2022-03-31"))).toEqual(["ALD", "RARE", "ZSD", "EHPAD", "DETENU", "COVID_19", "NONELIGIBLE"]);
    expect(eligibilityChoices(paris("2026-11-26"))).toEqual(["ELIGIBLE", "NONELIGIBLE"]);
  });
});

describe("requester bills (spec 2 §5 billing date thresholds by profession)", () => {
  it("bills French doctors from 1 April 2022, not the day before", () => {
    expect(requesterWillBill("FR", 10, paris("2022-03-31"))).toBe(false);
    expect(requesterWillBill("FR", 10, paris("2022-04-01"))).toBe(true);
  });

  it("bills midwives, nurses, physiotherapists and podiatrists from their own day", () => {
    expect([requesterWillBill("FR", 50, paris("2022-08-31")), requesterWillBill("FR", 50, paris("2022-09-01"))]).toEqual([false, true]);
    expect([requesterWillBill("FR", 60, paris("2023-03-22")), requesterWillBill("FR", 60, paris("2023-03-23"))]).toEqual([false, true]);
    expect([requesterWillBill("FR", 70, paris("2024-02-21")), requesterWillBill("FR", 70, paris("2024-02-22"))]).toEqual([false, true]);
    expect([requesterWillBill("FR", 80, paris("2024-03-06")), requesterWillBill("FR", 80, paris("2024-03-07"))]).toEqual([false, true]);
    // Speech therapists: RULES.md §8 "applicable 6 Apr 2022" (spec 2 §5 is silent on them).
    expect([requesterWillBill("FR", 91, paris("2022-04-05")), requesterWillBill("FR", 91, paris("2022-04-06"))]).toEqual([false, true]);
  });

  it("never bills pharmacists or dentists, nor anyone in Belgium or Germany", () => {
    expect(requesterWillBill("FR", 21, paris("2026-01-01"))).toBe(false);
    expect(requesterWillBill("FR", 40, paris("2026-01-01"))).toBe(false);
    expect(requesterWillBill("BE", 10, paris("2026-01-01"))).toBe(false);
    expect(requesterWillBill("DE", 10, paris("2026-01-01"))).toBe(false);
    expect(requesterWillBill("FR", null, paris("2026-01-01"))).toBe(false);
  });
});

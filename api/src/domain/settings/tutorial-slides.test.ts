import { describe, expect, it } from "vitest";
import { tutorialPlan, type TutorialProfile } from "./tutorial-slides.ts";

const NOV_2026 = new Date("2026-11-27T10:00:00Z");
const doctor: TutorialProfile = { country: "FR", profession: "doctor", groupExpert: false, requestable: false, postalCodes: ["69003"] };

describe("the onboarding tutorial's slides by user type (spec 1 §1)", () => {
  it("invites a French doctor who takes no requests by name, and tells the 2026 fees (RQD 10 €, TE2 23 €)", () => {
    expect(tutorialPlan(doctor, NOV_2026)).toEqual({
      slides: ["WELCOME", "REQUEST", "DISCOVER", "SETTINGS", "INDIVIDUAL_REQUESTS", "BILLING"],
      regional: false,
      requesterFeeCents: 1000,
      expertFeeCents: 2300,
    });
  });

  it("tells the fee of the date: TE2 was 20 € in 2025", () => {
    expect(tutorialPlan(doctor, new Date("2025-06-01T10:00:00Z")).expertFeeCents).toBe(2000);
  });

  it("shows a group expert or a requestable doctor how to give advice, without the opt-in", () => {
    expect(tutorialPlan({ ...doctor, requestable: true }, NOV_2026).slides).toEqual(["WELCOME", "REQUEST", "DISCOVER", "GIVE_ADVICE", "SETTINGS", "BILLING"]);
    expect(tutorialPlan({ ...doctor, groupExpert: true }, NOV_2026).slides).toContain("GIVE_ADVICE");
  });

  it("gives a paramedic the requester's side only: no advice slides, the RQD fee alone", () => {
    const nurse = tutorialPlan({ ...doctor, profession: "nurse" }, NOV_2026);
    expect(nurse.slides).toEqual(["WELCOME", "REQUEST", "DISCOVER", "SETTINGS", "BILLING"]);
    expect(nurse).toMatchObject({ requesterFeeCents: 1000, expertFeeCents: null });
  });

  it("has no billing slide outside France", () => {
    for (const country of ["DE", "BE"] as const) {
      const plan = tutorialPlan({ ...doctor, country, postalCodes: ["10115"] }, NOV_2026);
      expect(plan.slides).not.toContain("BILLING");
      expect(plan).toMatchObject({ requesterFeeCents: null, expertFeeCents: null, regional: false });
    }
  });

  it("gives the Centre-Val de Loire variant to a French practice of the region only", () => {
    expect(tutorialPlan({ ...doctor, postalCodes: ["37000"] }, NOV_2026).regional).toBe(true);
    expect(tutorialPlan({ ...doctor, postalCodes: ["75011", "45000"] }, NOV_2026).regional).toBe(true);
    expect(tutorialPlan({ ...doctor, country: "BE", postalCodes: ["3700"] }, NOV_2026).regional).toBe(false);
  });
});

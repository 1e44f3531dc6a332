import { describe, expect, it } from "vitest";
import { consultActsOf } from "../../api/src/domain/billing/consult-act.ts";
import { BILLING_CASES, addBillingDemo } from "./billing-demo.ts";
import { buildDirectory } from "./directory.ts";
import { buildGroups } from "./groups.ts";
import { isValidBillingNumber, isValidNir } from "./identifiers.ts";
import { Random } from "./random.ts";
import { seedUserOfAct } from "./request-builder.ts";
import { buildRequests } from "./requests.ts";
import { specialtyByCode } from "./specialties.ts";
import { buildUsers } from "./users.ts";
import { checkKvnr } from "../../api/src/domain/rules/kvnr.ts";

// Issue 21 item 8: the billing demo shows each period of the act table, each profession's
// threshold and Germany's EBM acts, with billing numbers that pass the Luhn check.

const rng = new Random();
const directory = buildDirectory(rng.fork("directory"));
const users = buildUsers(rng.fork("users"), directory);
const groups = buildGroups(rng.fork("groups"), users);
const rows = buildRequests(rng.fork("requests"), users, groups);
const before = rows.requests.length;
addBillingDemo(rows, users);
const userById = new Map(users.map((u) => [u.id, u]));

const added = rows.requests.slice(before).map((request) => {
  const consult = rows.consults.find((c) => c.requestId === request.id);
  const author = userById.get(request.authorId) ?? null;
  const expert = userById.get(consult?.completedById ?? 0) ?? null;
  const patient = rows.patients.find((p) => p.id === request.patientId);
  if (!consult || !author || !expert || !patient) throw new Error(`request ${request.id}`);
  const acts = consultActsOf({
    status: "COMPLETED",
    actCode: consult.actCode ?? null,
    actSupplements: consult.actSupplements ?? 0,
    actAmountCents: consult.actAmountCents ?? null,
    completedAt: new Date(consult.completedAt ?? 0),
    completedBy: seedUserOfAct(expert),
    request: { eligibility: request.eligibility ?? null, author: seedUserOfAct(author) },
  });
  const profession = (user: typeof author) => specialtyByCode(user.professional?.specialtyCode ?? "").professionCode;
  return { key: rows.caseOf.get(request.id), request, consult, author, expert, patient, acts, authorProfession: profession(author), expertProfession: profession(expert) };
});
const byKey = (key: string) => {
  const found = added.find((entry) => entry.key === `billing:${key}`);
  if (!found) throw new Error(key);
  return found;
};

describe("the billing demo (issue 21)", () => {
  it("adds one completed consult per case, with continuing ids and both sides taking part", () => {
    expect(added).toHaveLength(BILLING_CASES.length);
    expect(new Set(rows.requests.map((r) => r.id)).size).toBe(rows.requests.length);
    for (const entry of added) {
      expect(entry.consult.status).toBe("COMPLETED");
      expect(rows.participants.filter((p) => p.requestId === entry.request.id).map((p) => p.side).sort()).toEqual(["RECIPIENT", "SENDER"]);
      expect(rows.messages.filter((m) => m.requestId === entry.request.id).map((m) => m.authorId)).toEqual([entry.expert.id, entry.author.id]);
      // Not the README's demo accounts, whose feeds the journeys count.
      expect(entry.author.id).toBeGreaterThan(6);
      expect(entry.expert.id).toBeGreaterThan(6);
    }
  });

  it("gives France TE1 12 € and TE2 20 € for restricted patients before 1 April 2022, with the requester's 5 € / 10 €", () => {
    expect(byKey("fr-2022-ehpad-te1").acts).toMatchObject({ expert: { code: "TE1", amountCents: 1200, billable: true }, requester: { code: "TE1", amountCents: 500, billable: true } });
    expect(byKey("fr-2021-ald-te2").acts).toMatchObject({ expert: { code: "TE2", amountCents: 2000, billable: true }, requester: { code: "TE2", amountCents: 1000, billable: true } });
    expect(byKey("fr-2021-ald-te2").request.eligibility).toBe("ALD");
  });

  it("gives TE2 20 € + RQD 10 € after 1 April 2022 and TE2 23 € after 1 January 2026", () => {
    expect(byKey("fr-2022-te2-rqd").acts).toMatchObject({ expert: { code: "TE2", amountCents: 2000, billable: true }, requester: { code: "RQD", amountCents: 1000, billable: true } });
    expect(byKey("fr-2026-te2-23").acts).toMatchObject({ expert: { code: "TE2", amountCents: 2300, billable: true }, requester: { code: "RQD", amountCents: 1000, billable: true } });
  });

  it("has nurses and a midwife as requesters, each side of their threshold (nurses 2023-03-23, midwives 2022-09-01)", () => {
    const nurseBefore = byKey("fr-2023-nurse-before-threshold");
    const nurseAfter = byKey("fr-2023-nurse-rqd");
    const midwife = byKey("fr-2022-midwife-rqd");
    expect([nurseBefore.authorProfession, nurseAfter.authorProfession, midwife.authorProfession]).toEqual([60, 60, 50]);
    expect(nurseBefore.acts.requester).toBeNull();
    expect(nurseBefore.acts.expert).toMatchObject({ code: "TE2", billable: true });
    expect(nurseAfter.acts.requester).toMatchObject({ code: "RQD", amountCents: 1000, billable: true });
    expect(midwife.acts.requester).toMatchObject({ code: "RQD", amountCents: 1000, billable: true });
  });

  it("bills nothing for the non-eligible request", () => {
    const noneligible = byKey("fr-2026-noneligible");
    expect(noneligible.request.eligibility).toBe("NONELIGIBLE");
    expect(noneligible.acts.expert?.billable).toBe(false);
    expect(rows.participants.filter((p) => p.requestId === noneligible.request.id).map((p) => p.billable)).toEqual([false, false]);
  });

  it("gives German consultants 01671 with 01672 supplements at the year's orientation value, written in German", () => {
    const german = added.filter((entry) => entry.expert.country === "DE");
    expect(german.map((entry) => entry.acts.expert?.code).sort()).toEqual(["01671", "01671 + 1 × 01672", "01671 + 2 × 01672"]);
    for (const entry of german) {
      expect(entry.consult.billingNumber).toBeNull();
      expect(entry.acts.requester?.code).toBe("01670");
      expect(checkKvnr(entry.patient.kvnr ?? "").ok).toBe(true);
      expect(entry.request.description).toMatch(/\b(Patient|Patientin|Bitte)\b/);
    }
    // 2026: (128 + 2 × 65) points × 12.7404 cent.
    expect(byKey("de-2026-01671-2x01672").consult.actAmountCents).toBe(Math.round(128 * 12.7404) + 2 * Math.round(65 * 12.7404));
  });

  it("bills French acts with billing numbers that pass the Luhn check, on patients with a valid NIR, experts of the question's specialty", () => {
    for (const entry of added.filter((e) => e.expert.country === "FR")) {
      expect(isValidBillingNumber(entry.consult.billingNumber ?? ""), entry.key).toBe(true);
      expect(isValidBillingNumber(entry.request.billingNumber ?? ""), entry.key).toBe(true);
      expect(isValidNir(entry.patient.nir ?? ""), entry.key).toBe(true);
    }
    for (const billingCase of BILLING_CASES) expect(byKey(billingCase.key).expert.professional?.specialtyCode).toBe(billingCase.answeredBy);
  });
});

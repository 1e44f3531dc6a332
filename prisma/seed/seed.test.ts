import { describe, expect, it } from "vitest";
import { emailProblem } from "../../api/src/domain/rules/email.ts";
import { buildDirectory } from "./directory.ts";
import { buildGroups } from "./groups.ts";
import { isValidInami, isValidLanr, isValidNir, isValidBillingNumber, isValidRpps } from "./identifiers.ts";
import { Random } from "./random.ts";
import { checkKrankenkasse } from "../../api/src/domain/rules/krankenkasse.ts";
import { checkKvnr } from "../../api/src/domain/rules/kvnr.ts";
import { checkNiss } from "../../api/src/domain/rules/niss.ts";
import { buildRequests, DEMO_REQUEST_COUNTS } from "./requests.ts";
import { buildUsers, DEMO_ACCOUNTS } from "./users.ts";
import { normalizeMobilePhone } from "../../api/src/domain/rules/phone.ts";

function build() {
  const rng = new Random();
  const directory = buildDirectory(rng.fork("directory"));
  const users = buildUsers(rng.fork("users"), directory);
  const groups = buildGroups(rng.fork("groups"), users);
  const requests = buildRequests(rng.fork("requests"), users, groups);
  return { directory, users, groups, requests };
}

describe("demo data set", () => {
  const data = build();

  it("is the same on every run", () => {
    const again = build();
    expect(again.directory.professionals.map((p) => p.rpps)).toEqual(data.directory.professionals.map((p) => p.rpps));
    expect(again.requests.requests.map((r) => r.lastActivityDate)).toEqual(data.requests.requests.map((r) => r.lastActivityDate));
    expect(again.requests.messages.map((m) => m.content)).toEqual(data.requests.messages.map((m) => m.content));
  }, 30_000);

  it("has at least 300 professionals in the three countries, with valid registration numbers", () => {
    const { professionals } = data.directory;
    expect(professionals.length).toBeGreaterThanOrEqual(300);
    for (const country of ["FR", "BE", "DE"] as const) expect(professionals.filter((p) => p.country === country).length).toBeGreaterThan(40);
    for (const p of professionals) {
      const valid = p.country === "FR" ? isValidRpps(p.rpps) : p.country === "BE" ? isValidInami(p.rpps) : isValidLanr(p.rpps);
      expect(valid, `${p.country} ${p.rpps}`).toBe(true);
      if (p.billingNumber) expect(isValidBillingNumber(p.billingNumber)).toBe(true);
      expect(normalizeMobilePhone(p.mobile, p.country), p.mobile).toBe(p.mobile);
    }
    expect(new Set(professionals.map((p) => `${p.country}${p.rpps}`)).size).toBe(professionals.length);
  });

  it("covers every profession code of the spec", () => {
    const codes = new Set(data.directory.professionals.map((p) => p.specialtyCode));
    expect(codes.size).toBeGreaterThanOrEqual(15);
  });

  it("lists the README's demo accounts first, with unique well-formed emails", () => {
    expect(data.users.slice(0, DEMO_ACCOUNTS.length).map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    expect(new Set(data.users.map((u) => u.email)).size).toBe(data.users.length);
    for (const user of data.users) expect(emailProblem(user.email), user.email).toBeNull();
  });

  it("has at least 12 groups covering both modes and all four layouts", () => {
    const { groups } = data.groups;
    expect(groups.length).toBeGreaterThanOrEqual(12);
    expect(new Set(groups.map((g) => g.mode))).toEqual(new Set(["SENDER", "RECIPIENT"]));
    expect(new Set(groups.map((g) => g.layout))).toEqual(new Set(["MAP", "CPTS", "HIERARCHY", "DEFAULT"]));
    expect(new Set(data.groups.topics.map((t) => t.type))).toEqual(new Set(["TE", "MEETING"]));
    expect(data.groups.topics.some((t) => t.formSchema)).toBe(true);
  });

  it("has memberships in every status and with every capability", () => {
    const { memberships } = data.groups;
    expect(new Set(memberships.map((m) => m.status))).toEqual(new Set(["APPLYING", "INVITED", "ONGOING"]));
    for (const capability of ["canAdmin", "canReply", "canAsk", "canSendFromGroup", "canSupport", "canShadow", "canIntegrateAct", "canIntegrateReport", "isInsider", "allTopics"] as const) {
      expect(memberships.some((m) => m[capability]), capability).toBe(true);
    }
  });

  it("has at least 500 requests in every status, on both sides, with messages", () => {
    const { requests, consults, participants, messages, patients } = data.requests;
    expect(requests.length).toBeGreaterThanOrEqual(500);
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(["DRAFT", "PUBLISHED", "CANCELLED"]));
    expect(new Set(consults.map((c) => c.status))).toEqual(new Set(["OPENED", "COMPLETED", "CANCELLED"]));
    expect(new Set(participants.map((p) => p.side))).toEqual(new Set(["SENDER", "RECIPIENT"]));
    expect(messages.length).toBeGreaterThan(requests.length);
    for (const p of patients) if (p.nir) expect(isValidNir(p.nir), p.nir).toBe(true);
  });

  it("gives the demo accounts the feeds the README and the journeys rely on", () => {
    const { requests, participants } = data.requests;
    const sent = (userId: number) => participants.filter((p) => p.userId === userId && p.side === "SENDER").length;
    expect(sent(1)).toBe(DEMO_REQUEST_COUNTS.martin);
    expect(sent(5)).toBe(DEMO_REQUEST_COUNTS.schmidt);
    expect(participants.filter((p) => p.userId === 2 && p.side === "RECIPIENT").length).toBeGreaterThanOrEqual(20);
    // Request 1 is dr.schmidt's and dr.martin takes no part in it (the "foreign id" of the journeys).
    expect(requests[0]?.authorId).toBe(5);
    expect(participants.some((p) => p.requestId === 1 && p.userId === 1)).toBe(false);
    // The feed index is a copy of the request's activity date.
    const activity = new Map(requests.map((r) => [r.id, r.lastActivityDate]));
    for (const p of participants) expect(p.lastActivityDate).toEqual(activity.get(p.requestId));
  });

  it("gives Belgian patients valid NISS, German ones valid KVNR and a Krankenkasse, and has non-eligible requests (issue 21)", () => {
    const patients = data.requests.patients;
    const belgian = patients.filter((p) => p.country === "BE" && p.niss);
    const german = patients.filter((p) => p.country === "DE" && p.kvnr);
    expect(belgian.length).toBeGreaterThan(5);
    expect(german.length).toBeGreaterThan(5);
    for (const p of belgian) expect(checkNiss(p.niss ?? "").ok).toBe(true);
    for (const p of german) {
      expect(checkKvnr(p.kvnr ?? "").ok).toBe(true);
      expect(checkKrankenkasse(p.krankenkasse ?? "").ok).toBe(true);
    }
    // No French field for a Belgian or German patient.
    expect(patients.filter((p) => p.country !== "FR" && (p.nir || p.regime || p.caisse))).toEqual([]);
    expect(data.requests.requests.filter((r) => r.eligibility === "NONELIGIBLE").length).toBeGreaterThan(0);
  });
});

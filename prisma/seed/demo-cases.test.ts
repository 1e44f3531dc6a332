import { describe, expect, it } from "vitest";
import { expertActChoices } from "../../api/src/domain/billing/consult-act.ts";
import { billableSides, feedStateOf } from "../../api/src/domain/requests/participant-state.ts";
import { seedUserOfAct } from "./request-builder.ts";
import { specialtyByCode } from "./specialties.ts";
import type { ClinicalCase } from "./case-types.ts";
import { caseById, CASES } from "./cases/catalog.ts";
import { REFUSALS, REMINDERS, THANKS, WITHDRAWALS } from "./cases/conversation.ts";
import { buildDirectory } from "./directory.ts";
import { buildGroups } from "./groups.ts";
import { Random } from "./random.ts";
import { buildRequests } from "./requests.ts";
import { buildUsers } from "./users.ts";
import { canAsk } from "./request-recipients.ts";

// Issue 9 item 10: demo data that makes sense to a clinician. Each request tells one clinical
// case; its recipient's specialty fits the question, its conversation answers that question and
// agrees with the request's state, and it is written in its country's language.

const rng = new Random();
const directory = buildDirectory(rng.fork("directory"));
const users = buildUsers(rng.fork("users"), directory);
const groups = buildGroups(rng.fork("groups"), users);
const data = buildRequests(rng.fork("requests"), users, groups);
const userById = new Map(users.map((u) => [u.id, u]));
const professionalById = new Map(directory.professionals.map((p) => [p.id, p]));
const consultOf = new Map(data.consults.map((c) => [c.requestId, c]));
const messagesOf = (requestId: number) => data.messages.filter((m) => m.requestId === requestId);
const caseOf = (requestId: number): ClinicalCase => caseById(data.caseOf.get(requestId) ?? "");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const template = (text: string) => new RegExp(`^${escape(text).replace(/\\\{(age|date)\\\}/g, ".+")}$`);

type Kind = "question" | "answer" | "conclusion" | "thanks" | "refusal" | "withdrawal" | "reminder";
function kindOf(content: string, clinicalCase: ClinicalCase): Kind | null {
  const language = clinicalCase.language;
  if (content === clinicalCase.expertQuestion) return "question";
  if (content === clinicalCase.senderAnswer) return "answer";
  if (template(clinicalCase.conclusion).test(content)) return "conclusion";
  if (THANKS[language].includes(content)) return "thanks";
  if (REFUSALS[language].includes(content)) return "refusal";
  if (WITHDRAWALS[language].includes(content)) return "withdrawal";
  if (REMINDERS[language].includes(content)) return "reminder";
  return null;
}

const GERMAN_WORDS = new Set(["der", "die", "das", "und", "ist", "nicht", "mit", "sie", "ein", "eine", "bei", "ich", "seit", "keine", "für", "auf", "im"]);
const FRENCH_WORDS = new Set(["le", "la", "les", "de", "des", "et", "est", "pas", "une", "avec", "pour", "je", "depuis", "il", "elle", "en", "du"]);
function languageOfText(text: string): "de" | "fr" | "unknown" {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const german = words.filter((w) => GERMAN_WORDS.has(w)).length;
  const french = words.filter((w) => FRENCH_WORDS.has(w)).length;
  return german > french ? "de" : french > german ? "fr" : "unknown";
}

describe("demo requests tell coherent clinical cases", () => {
  it("draw on every case, and the description is the case's question", () => {
    // Every case someone in the directory may ask (Germany has no nurse with an account).
    const askable = CASES.filter((c) => users.some((u) => u.validated && (u.country === "DE") === (c.language === "de") && canAsk(u, c)));
    expect(askable.length).toBeGreaterThan(30);
    expect(new Set(data.caseOf.values())).toEqual(new Set(askable.map((c) => c.id)));
    for (const request of data.requests) expect(request.description ?? "", `request ${request.id}`).toMatch(template(caseOf(request.id).description));
  });

  it("send each question to a recipient of the specialty that answers it, and the answer comes from that specialty", () => {
    const targetOf = new Map(groups.recipientTargets.map((t) => [t.topicId, t]));
    for (const request of data.requests) {
      const clinicalCase = caseOf(request.id);
      const specialty = request.recipientProfessionalId ? professionalById.get(request.recipientProfessionalId)?.specialtyCode : targetOf.get(request.recipientTopicId ?? 0)?.specialty;
      expect(specialty, `request ${request.id} (${clinicalCase.id})`).toBe(clinicalCase.specialty);
      for (const message of messagesOf(request.id)) {
        if (message.authorId === request.authorId) continue;
        expect(userById.get(message.authorId)?.professional?.specialtyCode, `message ${message.id}`).toBe(clinicalCase.specialty);
      }
    }
  });

  it("fill a topic's form with values its schema accepts", () => {
    for (const request of data.requests.filter((r) => r.formContent)) {
      const form = request.formContent as { schema: { required: string[]; properties: Record<string, { enum?: readonly string[] }> }; value: Record<string, unknown>; text: string };
      for (const field of form.schema.required) expect(form.value[field], `request ${request.id} ${field}`).toBeDefined();
      for (const [field, value] of Object.entries(form.value)) {
        const property = form.schema.properties[field];
        expect(property, `request ${request.id} ${field}`).toBeDefined();
        if (property?.enum) expect(property.enum).toContain(value);
      }
    }
  });

  it("hold only messages of their own case, consistent with the request's state", () => {
    for (const request of data.requests) {
      const clinicalCase = caseOf(request.id);
      const consult = consultOf.get(request.id);
      const kinds = messagesOf(request.id).filter((m) => m.status === "PUBLISHED").map((m) => kindOf(m.content, clinicalCase));
      const label = `request ${request.id} (${clinicalCase.id}, ${request.status}/${consult?.status ?? "-"})`;
      expect(kinds, label).not.toContain(null);
      if (request.status === "DRAFT") expect(messagesOf(request.id), label).toEqual([]);
      // A conclusion only on a completed consult, which always has one.
      expect(kinds.includes("conclusion"), label).toBe(consult?.status === "COMPLETED");
      expect(kinds.includes("refusal"), label).toBe(request.status === "PUBLISHED" && consult?.status === "CANCELLED");
      expect(kinds.includes("withdrawal"), label).toBe(request.status === "CANCELLED");
      if (kinds.includes("thanks")) expect(kinds.indexOf("thanks"), label).toBeGreaterThan(kinds.indexOf("conclusion"));
    }
  });

  it("write German requests in German and French and Belgian ones in French", () => {
    for (const request of data.requests) {
      const country = userById.get(request.authorId)?.country;
      const expected = country === "DE" ? "de" : "fr";
      const texts = [request.description ?? "", ...messagesOf(request.id).map((m) => m.content)];
      expect(languageOfText(texts.join(" ")), `request ${request.id} (${country})`).toBe(expected);
      // Short messages may have no stop-word at all, but none reads as the other language.
      for (const text of texts) expect([expected, "unknown"], `request ${request.id} (${country}): ${text}`).toContain(languageOfText(text));
    }
  });

  it("write the first of a month as '1er' in French", () => {
    const texts = data.messages.map((m) => m.content);
    const months = "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre";
    expect(texts.some((t) => new RegExp(`\\b1er (${months}) \\d{4}`).test(t))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(new RegExp(`(^|[^\\d])1 (${months})`));
  });

  it("give patients the sex and age their case describes", () => {
    const patientById = new Map(data.patients.map((p) => [p.id, p]));
    for (const request of data.requests) {
      const clinicalCase = caseOf(request.id);
      const patient = patientById.get(request.patientId ?? 0);
      if (clinicalCase.patient.sex) expect(patient?.gender, `request ${request.id}`).toBe(clinicalCase.patient.sex);
      const pattern = new RegExp(`^${escape(clinicalCase.description).replace("\\{age\\}", "(\\d+)")}$`);
      const age = Number(pattern.exec(request.description ?? "")?.[1]);
      expect(age).toBeGreaterThanOrEqual(clinicalCase.patient.minAge);
      expect(age).toBeLessThanOrEqual(clinicalCase.patient.maxAge);
    }
  });

  it("copy the request's state and each side's billability onto every participant, as the domain does", () => {
    const requestById = new Map(data.requests.map((r) => [r.id, r]));
    for (const participant of data.participants) {
      const request = requestById.get(participant.requestId);
      if (!request) throw new Error(`participant of a missing request ${participant.requestId}`);
      const consult = consultOf.get(request.id);
      const input = { status: request.status ?? "DRAFT", eligibility: request.eligibility ?? null, consult: consult ? { status: consult.status ?? "OPENED", actCode: consult.actCode ?? null } : null };
      expect(participant.requestState, `request ${request.id}`).toBe(feedStateOf(input));
      const completedBy = consult?.completedById ? (userById.get(consult.completedById) ?? null) : null;
      const sides = billableSides({
        eligibility: request.eligibility ?? null,
        author: seedUserOfAct(userById.get(request.authorId) ?? null),
        consult: consult ? { status: consult.status ?? "OPENED", actCode: consult.actCode ?? null, completedAt: consult.completedAt ? new Date(consult.completedAt) : null, completedBy: seedUserOfAct(completedBy) } : null,
      });
      expect(participant.billable, `request ${request.id}`).toBe(participant.side === "SENDER" ? sides.sender : sides.recipient);
    }
    expect(data.participants.some((p) => p.billable && p.side === "SENDER")).toBe(true);
    expect(data.participants.some((p) => p.billable && p.side === "RECIPIENT")).toBe(true);
  });

  it("give every completed consult the act the table gives its expert on its date (01671 in Germany, none in Belgium)", () => {
    const completed = data.consults.filter((c) => c.status === "COMPLETED");
    for (const consult of completed) {
      const expert = userById.get(consult.completedById ?? 0);
      const completedAt = new Date(consult.completedAt ?? 0);
      if (expert?.country === "BE") expect(consult.actCode, `consult ${consult.id}`).toBe("NONE");
      if (expert?.country === "DE") expect(consult.actCode, `consult ${consult.id}`).toBe("EBM_01671");
      if (consult.actCode !== "NONE" && consult.actCode) {
        const professional = expert?.professional;
        const choices = professional ? expertActChoices({ country: professional.country, professionCode: specialtyByCode(professional.specialtyCode).professionCode }, completedAt) : [];
        expect(choices.map((c) => c.code), `consult ${consult.id}`).toContain(consult.actCode);
        expect(consult.actAmountCents, `consult ${consult.id}`).toBeGreaterThan(0);
      }
    }
    expect(completed.some((c) => c.actCode === "EBM_01671")).toBe(true);
  });

  it("make every expert of a topic a participant once the request is published", () => {
    const targetOf = new Map(groups.recipientTargets.map((t) => [t.topicId, t]));
    for (const request of data.requests.filter((r) => r.status !== "DRAFT" && r.recipientTopicId)) {
      const recipients = data.participants.filter((p) => p.requestId === request.id && p.side === "RECIPIENT").map((p) => p.userId);
      const experts = (targetOf.get(request.recipientTopicId ?? 0)?.expertUserIds ?? []).filter((u) => u !== request.authorId);
      expect(recipients.sort(), `request ${request.id}`).toEqual([...experts].sort());
    }
  });

  it("give the demo accounts every state on both sides, some of it unread", () => {
    const statesOf = (userId: number, side: "SENDER" | "RECIPIENT") => new Set(data.participants.filter((p) => p.userId === userId && p.side === side).map((p) => p.requestState));
    for (const userId of [1, 4, 5]) {
      expect(statesOf(userId, "SENDER"), `user ${userId}`).toEqual(new Set(["DRAFT", "OPENED", "COMPLETED", "CANCELLED"]));
      expect(statesOf(userId, "RECIPIENT"), `user ${userId}`).toEqual(new Set(["OPENED", "COMPLETED", "CANCELLED"]));
    }
    expect(statesOf(2, "RECIPIENT")).toEqual(new Set(["OPENED", "COMPLETED", "CANCELLED"]));
    for (const userId of [1, 2, 5]) expect(data.participants.filter((p) => p.userId === userId && p.unread).length, `user ${userId}`).toBeGreaterThan(0);
    // The journeys open the newest request of "My requests" and expect its messages.
    for (const userId of [1, 5]) {
      const newest = data.participants.filter((p) => p.userId === userId && p.side === "SENDER").sort((a, b) => Number(b.lastActivityDate) - Number(a.lastActivityDate))[0];
      expect(data.messages.some((m) => m.requestId === newest?.requestId && m.status === "PUBLISHED"), `user ${userId}`).toBe(true);
    }
    // Nobody has unread news of a draft.
    for (const p of data.participants) if (p.requestState === "DRAFT") expect(p.unread).toBe(false);
  });

  it("attach generated images, a PDF and an audio clip, named as demo material", () => {
    const types = new Set(data.files.map((f) => f.file.contentType));
    expect(types).toEqual(new Set(["image/png", "application/pdf", "audio/wav"]));
    for (const { file } of data.files) {
      expect(file.name).toMatch(/^demo-/);
      const head = new TextDecoder("latin1").decode(file.bytes.subarray(0, 12));
      if (file.contentType === "image/png") expect(head.slice(1, 4)).toBe("PNG");
      if (file.contentType === "application/pdf") expect(head.slice(0, 5)).toBe("%PDF-");
      if (file.contentType === "audio/wav") expect([head.slice(0, 4), head.slice(8, 12)]).toEqual(["RIFF", "WAVE"]);
    }
  });
});

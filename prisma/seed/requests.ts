import type { ClinicalCase } from "./case-types.ts";
import { CASES, caseLanguageOf } from "./cases/catalog.ts";
import type { Outcome } from "./conversation-builder.ts";
import type { GroupData } from "./groups.ts";
import type { Random } from "./random.ts";
import { addRequest, type RequestRows } from "./request-builder.ts";
import { canAsk, recipientsFor, type Lookups, type Recipient } from "./request-recipients.ts";
import type { SeedUser } from "./users.ts";

export type { RequestRows } from "./request-builder.ts";

// Requests on both sides and in every state, each telling one clinical case (cases/). Who sends
// what is fixed for the demo accounts: requests 1–8 are dr.schmidt's (Germany), then
// dr.martin's 48, dr.peeters's 10 and admin.durand's 6; then requests the demo accounts receive
// (dr.martin, dr.schmidt, dr.peeters as general practitioners); then everyone else's.

export const DEMO_REQUEST_COUNTS = { schmidt: 8, martin: 48, peeters: 10 } as const;
/** Requests addressed to the demo general practitioners, so "My consults" is full too. */
export const DEMO_RECEIVED_COUNTS = { martin: 12, schmidt: 8, peeters: 8 } as const;
const TOTAL_REQUESTS = 560;

/** Every state on both sides for the demo accounts, in a fixed order. */
const SENT_OUTCOMES: readonly Outcome[] = ["completed", "opened", "draft", "consult_cancelled", "opened", "completed", "cancelled", "opened", "completed", "draft"];
const RECEIVED_OUTCOMES: readonly Outcome[] = ["opened", "completed", "consult_cancelled", "cancelled", "completed", "opened"];

type Plan = {
  author: SeedUser;
  outcome?: Outcome;
  /** A fixed recipient (a demo account or topic); the case is then one that fits it. */
  recipient?: (clinicalCase: ClinicalCase) => Recipient | null;
  senderGroup?: { groupId: number; topicId: number };
};

function pickOutcome(rng: Random): Outcome {
  return rng.weighted([["draft", 8], ["cancelled", 5], ["opened", 55], ["completed", 28], ["consult_cancelled", 4]] as const);
}

export function buildRequests(rng: Random, users: SeedUser[], groups: GroupData): RequestRows {
  const rows: RequestRows = { patients: [], requests: [], consults: [], consultTags: [], participants: [], messages: [], readStatuses: [], notifications: [], invitations: [], files: [], caseOf: new Map() };
  const userById = new Map(users.map((u) => [u.id, u]));
  const lookups: Lookups = {
    users,
    userById,
    userOfProfessional: new Map(users.flatMap((u) => (u.professional ? [[u.professional.id, u.id] as const] : []))),
    professionals: users.flatMap((u) => (u.professional ? [u.professional] : [])),
    targets: groups.recipientTargets,
  };
  const demo = (id: number) => userById.get(id) as SeedUser;
  const [martin, bernard, durand, peeters, schmidt] = [demo(1), demo(2), demo(3), demo(4), demo(5)];

  const professionalRecipient = (user: SeedUser) => (clinicalCase: ClinicalCase): Recipient | null =>
    user.professional && clinicalCase.specialty === user.professional.specialtyCode ? { kind: "professional", professional: user.professional, userId: user.id } : null;
  const lyonCardio = groups.recipientTargets.find((t) => t.groupId === 1 && t.form === "cardio");
  const lyonTopic = (author: SeedUser) => (clinicalCase: ClinicalCase): Recipient | null => {
    if (!lyonCardio || clinicalCase.specialty !== lyonCardio.specialty || !clinicalCase.forms?.cardio || clinicalCase.topics) return null;
    return { kind: "topic", target: lyonCardio, answererIds: lyonCardio.expertUserIds.filter((u) => u !== author.id && userById.get(u)?.professional?.specialtyCode === "SM04") };
  };
  const cpts = groups.senderTargets.find((t) => t.groupId === 2);

  const plans: Plan[] = [];
  const cycle = (list: readonly Outcome[], i: number) => list[i % list.length];
  for (let i = 0; i < DEMO_REQUEST_COUNTS.schmidt; i++) plans.push({ author: schmidt, outcome: cycle(SENT_OUTCOMES, i) });
  for (let i = 0; i < DEMO_REQUEST_COUNTS.martin; i++) {
    const recipient = i % 3 === 0 ? professionalRecipient(bernard) : i % 3 === 1 ? lyonTopic(martin) : undefined;
    plans.push({ author: martin, recipient, outcome: cycle(SENT_OUTCOMES, i), senderGroup: i % 7 === 3 && cpts ? cpts : undefined });
  }
  for (let i = 0; i < DEMO_REQUEST_COUNTS.peeters; i++) plans.push({ author: peeters, outcome: cycle(SENT_OUTCOMES, i) });
  for (let i = 0; i < 6; i++) plans.push({ author: durand, senderGroup: cpts });
  for (const [receiver, count] of [[martin, DEMO_RECEIVED_COUNTS.martin], [schmidt, DEMO_RECEIVED_COUNTS.schmidt], [peeters, DEMO_RECEIVED_COUNTS.peeters]] as const) {
    const askers = users.filter((u) => u.validated && u.id > 6 && u.country === receiver.country && CASES.some((c) => c.specialty === "SM54" && c.language === caseLanguageOf(u.country) && canAsk(u, c)));
    for (let i = 0; i < count && askers.length; i++) plans.push({ author: rng.pick(askers), recipient: professionalRecipient(receiver), outcome: cycle(RECEIVED_OUTCOMES, i) });
  }
  const senders = users.filter((u) => u.professional && u.validated && u.id > 6 && CASES.some((c) => c.language === caseLanguageOf(u.country) && canAsk(u, c)));
  while (plans.length < TOTAL_REQUESTS) {
    const author = rng.pick(senders);
    // A share of the French doctors' cardiology questions go to dr.bernard, so the expert's feed is full.
    plans.push({ author, recipient: author.country === "FR" && rng.chance(0.06) ? professionalRecipient(bernard) : undefined });
  }

  const tagsByGroup = new Map<number, number[]>();
  for (const tag of groups.tags) tagsByGroup.set(tag.groupId, [...(tagsByGroup.get(tag.groupId) ?? []), tag.id ?? 0]);
  const demoUserIds = new Set([martin.id, bernard.id, durand.id, peeters.id, schmidt.id]);
  for (const plan of plans) {
    const outcome = plan.outcome ?? pickOutcome(rng);
    const answered = outcome === "completed" || outcome === "consult_cancelled";
    const choice = chooseCase(rng, plan, lookups, answered) ?? chooseCase(rng, plan, lookups, false) ?? chooseCase(rng, { ...plan, recipient: undefined }, lookups, false);
    if (!choice) throw new Error(`no demo case fits the request of user ${plan.author.id}`);
    addRequest(rng, rows, { author: plan.author, clinicalCase: choice.clinicalCase, recipient: choice.recipient, outcome, senderGroup: plan.senderGroup }, { lookups, tagsByGroup, demoUserIds });
  }
  return rows;
}

/** A case the author may ask with a recipient that fits it (one who answers, when `answered`). */
function chooseCase(rng: Random, plan: Plan, lookups: Lookups, answered: boolean): { clinicalCase: ClinicalCase; recipient: Recipient } | null {
  const language = caseLanguageOf(plan.author.country);
  const options = CASES.filter((c) => c.language === language && canAsk(plan.author, c)).flatMap((clinicalCase) => {
    if (plan.recipient) {
      const fixed = plan.recipient(clinicalCase);
      const hasAnswerer = fixed?.kind === "topic" ? fixed.answererIds.length > 0 : fixed?.userId != null;
      return fixed && (!answered || hasAnswerer) ? [{ clinicalCase, recipients: [fixed] }] : [];
    }
    const recipients = recipientsFor(clinicalCase, plan.author, lookups, answered);
    return recipients.length ? [{ clinicalCase, recipients }] : [];
  });
  if (!options.length) return null;
  const { clinicalCase, recipients } = rng.pick(options);
  const topics = recipients.filter((r) => r.kind === "topic");
  const recipient = topics.length && rng.chance(0.5) ? rng.pick(topics) : rng.pick(recipients);
  return { clinicalCase, recipient };
}

import type { Prisma } from "../../api/src/db/generated/prisma/client.ts";
import type { GroupData, RecipientTarget } from "./groups.ts";
import { FORMS } from "./group-catalog.ts";
import { makeNir, numericDepartment } from "./identifiers.ts";
import { namePool, type NameLanguage } from "./names.ts";
import { addMinutes, daysAgo, type Random } from "./random.ts";
import { FOLLOW_UPS, QUESTIONS, REPLIES } from "./texts.ts";
import type { SeedUser } from "./users.ts";

// Requests on both sides and in every state, with their patient, consult, participants,
// messages, read marks and notifications. Who sends what is fixed for the demo accounts:
// requests 1–8 are dr.schmidt's (Germany), then dr.martin's 48, then everyone else's.

type Rows = {
  patients: Prisma.PatientCreateManyInput[];
  requests: Prisma.RequestCreateManyInput[];
  consults: Prisma.ConsultCreateManyInput[];
  consultTags: Prisma.ConsultTagCreateManyInput[];
  participants: Prisma.ParticipantCreateManyInput[];
  messages: Prisma.MessageCreateManyInput[];
  readStatuses: Prisma.ReadStatusCreateManyInput[];
  notifications: Prisma.NotificationCreateManyInput[];
  invitations: Prisma.InvitationCreateManyInput[];
};

type Recipient =
  | { kind: "professional"; professionalId: number; userId: number | null }
  | { kind: "topic"; target: RecipientTarget };

type Plan = { author: SeedUser; recipient: Recipient; senderGroup?: { groupId: number; topicId: number } };

type Outcome = "draft" | "cancelled" | "opened" | "completed" | "consult_cancelled";

export const DEMO_REQUEST_COUNTS = { schmidt: 8, martin: 48 } as const;
const TOTAL_REQUESTS = 560;

function languageOf(user: SeedUser): NameLanguage {
  return user.locale === "de" ? "de" : user.locale === "nl-BE" ? "nl" : "fr";
}

export function buildRequests(rng: Random, users: SeedUser[], groups: GroupData): Rows {
  const rows: Rows = { patients: [], requests: [], consults: [], consultTags: [], participants: [], messages: [], readStatuses: [], notifications: [], invitations: [] };
  const userById = new Map(users.map((u) => [u.id, u]));
  const userOfProfessional = new Map(users.flatMap((u) => (u.professional ? [[u.professional.id, u.id] as const] : [])));
  const professionals = users.flatMap((u) => (u.professional ? [u.professional] : []));
  const senders = users.filter((u) => u.professional && u.validated && u.id > 6);
  const demo = (id: number) => userById.get(id) as SeedUser;
  const [martin, bernard, durand, peeters, schmidt] = [demo(1), demo(2), demo(3), demo(4), demo(5)];

  const targetsOf = (country: string) => groups.recipientTargets.filter((t) => t.country === country && t.expertUserIds.length > 0);
  const colleague = (author: SeedUser): Recipient => {
    const candidates = professionals.filter((p) => p.country === author.country && p.id !== author.professional?.id && p.specialtyCode !== "SM54");
    const professional = rng.pick(candidates);
    return { kind: "professional", professionalId: professional.id, userId: userOfProfessional.get(professional.id) ?? null };
  };
  const anyRecipient = (author: SeedUser): Recipient => {
    const targets = targetsOf(author.country);
    return targets.length && rng.chance(0.5) ? { kind: "topic", target: rng.pick(targets) } : colleague(author);
  };

  const plans: Plan[] = [];
  for (let i = 0; i < DEMO_REQUEST_COUNTS.schmidt; i++) plans.push({ author: schmidt, recipient: anyRecipient(schmidt) });
  const bernardProfessional: Recipient = { kind: "professional", professionalId: bernard.professional?.id ?? 0, userId: bernard.id };
  const cardioTopic = groups.recipientTargets.find((t) => t.groupId === 1);
  const cpts = groups.senderTargets.find((t) => t.groupId === 2);
  for (let i = 0; i < DEMO_REQUEST_COUNTS.martin; i++) {
    const recipient: Recipient = i % 3 === 0 ? bernardProfessional : i % 3 === 1 && cardioTopic ? { kind: "topic", target: cardioTopic } : anyRecipient(martin);
    plans.push({ author: martin, recipient, senderGroup: i % 7 === 3 && cpts ? cpts : undefined });
  }
  for (let i = 0; i < 10; i++) plans.push({ author: peeters, recipient: anyRecipient(peeters) });
  for (let i = 0; i < 6; i++) plans.push({ author: durand, recipient: anyRecipient(durand), senderGroup: cpts });
  while (plans.length < TOTAL_REQUESTS) {
    const author = rng.pick(senders);
    // A share of the others' requests go to dr.bernard, so the expert side has a full feed.
    const recipient = author.country === "FR" && rng.chance(0.06) ? bernardProfessional : anyRecipient(author);
    plans.push({ author, recipient });
  }

  const tagsByGroup = new Map<number, number[]>();
  for (const tag of groups.tags) tagsByGroup.set(tag.groupId, [...(tagsByGroup.get(tag.groupId) ?? []), tag.id ?? 0]);
  for (const plan of plans) addRequest(rng, rows, plan, { userById, tagsByGroup });
  return rows;
}

function pickOutcome(rng: Random): Outcome {
  return rng.weighted([["draft", 8], ["cancelled", 5], ["opened", 55], ["completed", 28], ["consult_cancelled", 4]] as const);
}

function makePatient(rng: Random, rows: Rows, author: SeedUser): number {
  const language = languageOf(author);
  const pool = namePool(author.country, language);
  const gender = rng.chance(0.5) ? "F" : "M";
  const birthDate = daysAgo(rng.int(365, 95 * 365));
  birthDate.setUTCHours(0, 0, 0, 0);
  const lastName = rng.pick(pool.last);
  const id = rows.patients.length + 1;
  const department = author.professional ? numericDepartment(author.professional.town.postalCode) : "75";
  const withNir = author.country === "FR" && rng.chance(0.6);
  rows.patients.push({
    id,
    createdById: author.id,
    firstName: rng.pick(gender === "F" ? pool.female : pool.male),
    lastName,
    birthName: lastName,
    birthDate,
    gender,
    nir: withNir ? makeNir({ sex: gender === "M" ? 1 : 2, birthDate, department, commune: String(rng.int(1, 399)).padStart(3, "0"), serial: rng.int(1, 999) }) : null,
    regime: withNir ? "01" : null,
    caisse: withNir ? `${department}1` : null,
  });
  return id;
}

function formContent(rng: Random, form: keyof typeof FORMS) {
  if (form === "cardio") {
    const value = { motif: rng.pick(FORMS.cardio.properties.motif.enum), ecg: rng.chance(0.6), tension: `${rng.int(120, 175)}/${rng.int(70, 100)}` };
    return { schema: FORMS.cardio, value, text: `Motif : ${value.motif}. ECG joint : ${value.ecg ? "oui" : "non"}. TA ${value.tension} mmHg.` };
  }
  if (form === "wound") {
    const value = { localisation: "Jambe gauche", duree: rng.int(2, 30), type: rng.pick(FORMS.wound.properties.type.enum), douleur: rng.int(0, 9) };
    return { schema: FORMS.wound, value, text: `${value.type}, ${value.localisation}, depuis ${value.duree} semaines, EVA ${value.douleur}.` };
  }
  const value = { motif: rng.pick(FORMS.geriatric.properties.motif.enum), mms: rng.int(12, 30), autonomie: rng.pick(FORMS.geriatric.properties.autonomie.enum) };
  return { schema: FORMS.geriatric, value, text: `Motif : ${value.motif}. MMS ${value.mms}/30, ${value.autonomie}.` };
}

type Context = { userById: Map<number, SeedUser>; tagsByGroup: Map<number, number[]> };

function addRequest(rng: Random, rows: Rows, plan: Plan, { userById, tagsByGroup }: Context) {
  const id = rows.requests.length + 1;
  const { author, recipient } = plan;
  const language = languageOf(author);
  const outcome = pickOutcome(rng);
  const createdAt = daysAgo(rng.next() * 360 + 0.2);
  const published = outcome !== "draft";
  const publishedAt = published ? addMinutes(createdAt, rng.int(2, 90)) : null;

  // The expert who answers: the addressed professional, or one expert of the topic (some
  // requests to a topic wait unassigned).
  let expertUserId: number | null = null;
  if (published) {
    if (recipient.kind === "professional") expertUserId = recipient.userId;
    else if (rng.chance(0.85)) expertUserId = rng.pick(recipient.target.expertUserIds);
  }
  if (expertUserId === author.id) expertUserId = null;
  const expert = expertUserId ? userById.get(expertUserId) : undefined;

  // Messages alternate between the two sides, oldest first; the last one sets the activity date.
  const messageTimes: Date[] = [];
  let cursor = publishedAt ?? createdAt;
  const messageCount = !published ? (rng.chance(0.5) ? 1 : 0) : expert ? rng.int(outcome === "completed" ? 2 : 1, 6) : 1;
  for (let i = 0; i < messageCount; i++) {
    if (i > 0) cursor = addMinutes(cursor, rng.int(20, 60 * 48));
    messageTimes.push(cursor);
  }
  const completedAt = outcome === "completed" ? addMinutes(cursor, rng.int(5, 600)) : null;
  const cancelledAt = outcome === "cancelled" || outcome === "consult_cancelled" ? addMinutes(cursor, rng.int(30, 3000)) : null;
  const lastActivityDate = completedAt ?? cancelledAt ?? cursor;

  const topic = recipient.kind === "topic" ? recipient.target : null;
  const form = topic && topic.groupId === 1 && topic.topicId === 1 ? "cardio" : topic?.groupId === 5 ? "wound" : topic?.groupId === 4 ? "geriatric" : null;
  const question = rng.pick(QUESTIONS[language]);
  rows.requests.push({
    id,
    status: outcome === "draft" ? "DRAFT" : outcome === "cancelled" ? "CANCELLED" : "PUBLISHED",
    authorId: author.id,
    authorPhone: author.professional?.mobile ?? null,
    patientId: makePatient(rng, rows, author),
    description: form ? null : question,
    formContent: form ? formContent(rng, form) : undefined,
    senderType: plan.senderGroup ? "GROUP" : "PROFESSIONAL",
    senderGroupId: plan.senderGroup?.groupId ?? null,
    senderTopicId: plan.senderGroup?.topicId ?? null,
    recipientType: recipient.kind === "professional" ? "PROFESSIONAL" : "GROUP",
    recipientProfessionalId: recipient.kind === "professional" ? recipient.professionalId : null,
    recipientGroupId: topic?.groupId ?? null,
    recipientTopicId: topic?.topicId ?? null,
    billingNumber: author.professional?.billingNumber ?? null,
    eligibility: author.country === "FR" && published ? rng.weighted([["ELIGIBLE", 8], ["ALD", 3], ["EHPAD", 1], ["ZSD", 1]] as const) : null,
    lastEditedById: author.id,
    lastEditedAt: publishedAt ?? createdAt,
    publishedAt,
    createdAt,
    updatedAt: lastActivityDate,
    lastActivityDate,
    version: rng.int(1, 4),
  });

  if (published) {
    const consultId = rows.consults.length + 1;
    const status = outcome === "completed" ? "COMPLETED" : outcome === "opened" ? "OPENED" : "CANCELLED";
    const french = author.country === "FR";
    rows.consults.push({
      id: consultId,
      requestId: id,
      status,
      actCode: outcome === "completed" ? (french ? rng.weighted([["TE2", 6], ["TE1", 2], ["NONE", 1]] as const) : "NONE") : null,
      billingNumber: outcome === "completed" && french ? (expert?.professional?.billingNumber ?? null) : null,
      billingProfessionalId: outcome === "completed" ? (expert?.professional?.id ?? null) : null,
      completedAt,
      completedById: outcome === "completed" ? (expert?.id ?? null) : null,
      integratedAct: outcome === "completed" && rng.chance(0.3),
      createdAt: publishedAt ?? createdAt,
      updatedAt: lastActivityDate,
    });
    const tags = topic ? (tagsByGroup.get(topic.groupId) ?? []) : [];
    if (outcome === "completed" && tags.length && rng.chance(0.5)) rows.consultTags.push({ consultId, tagId: rng.pick(tags) });
  }

  rows.participants.push({ requestId: id, userId: author.id, professionalId: author.professional?.id ?? null, side: "SENDER", lastActivityDate, createdAt });
  if (expert) rows.participants.push({ requestId: id, userId: expert.id, professionalId: expert.professional?.id ?? null, side: "RECIPIENT", lastActivityDate, createdAt: publishedAt ?? createdAt });
  if (published && recipient.kind === "professional" && recipient.userId === null) {
    // The addressed professional has no account yet: the request invited them.
    rows.invitations.push({ invitedProfessionalId: recipient.professionalId, requestId: id, invitedById: author.id, contact: null, createdAt: publishedAt ?? createdAt });
  }

  const expertLanguage = expert ? languageOf(expert) : language;
  for (const [index, time] of messageTimes.entries()) {
    const fromSender = index % 2 === 0;
    const authorId = fromSender ? author.id : (expert?.id ?? author.id);
    const content = index === 0 ? question : fromSender ? rng.pick(FOLLOW_UPS[language]) : rng.pick(REPLIES[expertLanguage]);
    const messageId = rows.messages.length + 1;
    const publishedMessage = published;
    rows.messages.push({ id: messageId, requestId: id, authorId, content, status: publishedMessage ? "PUBLISHED" : "DRAFT", publishedAt: publishedMessage ? time : null, createdAt: time, updatedAt: time });
    const readerId = fromSender ? expert?.id : author.id;
    const isLast = index === messageTimes.length - 1;
    if (publishedMessage && readerId && readerId !== authorId) {
      if (!isLast || rng.chance(0.5)) rows.readStatuses.push({ messageId, userId: readerId, readAt: addMinutes(time, rng.int(5, 600)) });
      else rows.notifications.push({ userId: readerId, requestId: id, kind: "new_message", data: { messageId }, createdAt: time });
    }
  }
  // An unpublished reply being written by the expert: visible to the expert only.
  if (expert && outcome === "opened" && rng.chance(0.15)) {
    rows.messages.push({ id: rows.messages.length + 1, requestId: id, authorId: expert.id, content: rng.pick(REPLIES[expertLanguage]), status: "DRAFT", createdAt: lastActivityDate, updatedAt: lastActivityDate });
  }
}

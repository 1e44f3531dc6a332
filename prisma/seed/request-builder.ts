import type { Prisma } from "../../api/src/db/generated/prisma/client.ts";
import { expertActChoices, priceExpertAct, type ProfessionalOfAct } from "../../api/src/domain/billing/consult-act.ts";
import type { ActCode } from "../../api/src/db/generated/prisma/enums.ts";
import { billableSides, feedStateOf } from "../../api/src/domain/requests/participant-state.ts";
import { specialtyByCode } from "./specialties.ts";
import { formTextOf } from "../../api/src/domain/requests/form-text.ts";
import { toSearchText } from "../../api/src/domain/rules/search-text.ts";
import type { ClinicalCase, FormKind } from "./case-types.ts";
import { ageAt, fillIn } from "./cases/conversation.ts";
import { planConversation, type Outcome } from "./conversation-builder.ts";
import { generateAttachment, type GeneratedFile } from "./files/attachments.ts";
import { FORMS } from "./group-catalog.ts";
import { KRANKENKASSEN, makeKvnr, makeNir, makeNiss, numericDepartment } from "./identifiers.ts";
import { namePool } from "./names.ts";
import { addMinutes, DURATION, REFERENCE_DATE, daysAgo, type Random } from "./random.ts";
import type { Lookups, Recipient } from "./request-recipients.ts";
import type { SeedUser } from "./users.ts";

// One demo request from a clinical case: its patient, the request and consult rows, the
// participants with the feed copies the domain keeps (state, billability, unread), the
// conversation, read marks, notifications, generated files and the search text.

/** A file to store before its row is written (the storage chooses the key). */
export type FileDraft = { requestId: number; messageId: number | null; uploadedById: number; createdAt: Date; file: GeneratedFile };

export type RequestRows = {
  patients: Prisma.PatientCreateManyInput[];
  requests: (Prisma.RequestCreateManyInput & { id: number })[];
  consults: Prisma.ConsultCreateManyInput[];
  consultTags: Prisma.ConsultTagCreateManyInput[];
  participants: Prisma.ParticipantCreateManyInput[];
  messages: (Prisma.MessageCreateManyInput & { id: number })[];
  readStatuses: Prisma.ReadStatusCreateManyInput[];
  notifications: Prisma.NotificationCreateManyInput[];
  invitations: Prisma.InvitationCreateManyInput[];
  files: FileDraft[];
  /** Which case each request tells (request id → case id), for the tests. */
  caseOf: Map<number, string>;
};

export type BuildPlan = { author: SeedUser; clinicalCase: ClinicalCase; recipient: Recipient; outcome: Outcome; senderGroup?: { groupId: number; topicId: number } };

type Context = { lookups: Lookups; tagsByGroup: Map<number, number[]>; demoUserIds: ReadonlySet<number> };

const FORM_TEXT: Record<FormKind, (value: Record<string, string | number | boolean>) => string> = {
  cardio: (v) => `Motif : ${v.motif}. ECG joint : ${v.ecg ? "oui" : "non"}. Traitement en cours : ${v.traitement}. TA ${v.tension} mmHg.`,
  wound: (v) => `${v.type}, ${v.localisation}, depuis ${v.duree} semaines, EVA ${v.douleur}.`,
  geriatric: (v) => `Motif : ${v.motif}. MMS ${v.mms}/30, ${v.autonomie}.`,
};

function addPatient(rng: Random, rows: RequestRows, author: SeedUser, clinicalCase: ClinicalCase, writtenAt: Date) {
  const pool = namePool(author.country, author.locale === "nl-BE" ? "nl" : author.country === "DE" ? "de" : "fr");
  const gender = clinicalCase.patient.sex ?? (rng.chance(0.5) ? "F" : "M");
  const age = rng.int(clinicalCase.patient.minAge, clinicalCase.patient.maxAge);
  const birthDate = new Date(writtenAt.getTime() - (age * 365.25 + rng.int(20, 340)) * DURATION.day);
  birthDate.setUTCHours(0, 0, 0, 0);
  const lastName = rng.pick(pool.last);
  const firstName = rng.pick(gender === "F" ? pool.female : pool.male);
  const id = rows.patients.length + 1;
  const department = author.professional ? numericDepartment(author.professional.town.postalCode) : "75";
  const withNir = author.country === "FR" && rng.chance(0.6);
  rows.patients.push({
    id, createdById: author.id, firstName, lastName, birthName: lastName, birthDate, gender,
    nir: withNir ? makeNir({ sex: gender === "M" ? 1 : 2, birthDate, department, commune: String(rng.int(1, 399)).padStart(3, "0"), serial: rng.int(1, 999) }) : null,
    regime: withNir ? "01" : null,
    caisse: withNir ? `${department}1` : null,
    // Each patient carries the insurance identity of its requester's country (issue 21).
    country: author.country,
    niss: author.country === "BE" && rng.chance(0.7) ? makeNiss(birthDate, gender, rng.int(0, 498)) : null,
    ...(author.country === "DE" && rng.chance(0.8) ? { kvnr: makeKvnr(lastName, rng.int(10_000_000, 99_999_999)), krankenkasse: rng.pick(KRANKENKASSEN) } : {}),
  });
  return { id, firstName, lastName, age: ageAt(birthDate, writtenAt) };
}

function formContentOf(clinicalCase: ClinicalCase, recipient: Recipient) {
  const kind = recipient.kind === "topic" ? recipient.target.form : null;
  const value = kind ? clinicalCase.forms?.[kind] : undefined;
  if (!kind || !value) return undefined;
  return { schema: FORMS[kind], value, text: FORM_TEXT[kind](value) };
}

function eligibilityOf(rng: Random, author: SeedUser, clinicalCase: ClinicalCase, published: boolean) {
  if (author.country !== "FR" || !published) return null;
  if (clinicalCase.id === "fr-undernutrition") return "EHPAD" as const;
  return rng.weighted([["ELIGIBLE", 8], ["ALD", 3], ["ZSD", 1], ["NONELIGIBLE", 1]] as const);
}

function professionalOfSeedUser(user: SeedUser | null): ProfessionalOfAct | null {
  if (!user?.professional) return null;
  return { country: user.professional.country, professionCode: specialtyByCode(user.professional.specialtyCode).professionCode };
}

/** A seed user as the billability rule reads them. */
export function seedUserOfAct(user: SeedUser | null) {
  if (!user) return null;
  const professional = user.professional;
  return { country: user.country, professional: professional ? { country: professional.country, specialty: { professionCode: specialtyByCode(professional.specialtyCode).professionCode } } : null };
}

/** The case's act when the table offers it to the answerer that day, else the first offered (01671 in Germany), else none. */
function seedActOf(answerer: SeedUser | null, caseAct: ActCode, completedAt: Date) {
  const expert = professionalOfSeedUser(answerer);
  if (!expert) return priceExpertAct({ country: "", professionCode: null }, completedAt, { actCode: "NONE", supplements: 0 });
  const choices = expertActChoices(expert, completedAt);
  const choice = choices.find((c) => c.code === caseAct) ?? choices[0];
  if (!choice || caseAct === "NONE") return priceExpertAct(expert, completedAt, { actCode: "NONE", supplements: 0 });
  // From the minute, not the random stream: the rest of the data set stays as it was.
  const supplements = choice.supplement ? completedAt.getUTCMinutes() % (choice.supplement.maxUnits + 1) : 0;
  return priceExpertAct(expert, completedAt, { actCode: choice.code, supplements });
}

export function addRequest(rng: Random, rows: RequestRows, plan: BuildPlan, { lookups, tagsByGroup, demoUserIds }: Context): void {
  const { author, clinicalCase, recipient } = plan;
  const id = rows.requests.length + 1;
  const answererId = recipient.kind === "professional" ? recipient.userId : recipient.answererIds.length ? rng.pick(recipient.answererIds) : null;
  const answerer = answererId !== null && answererId !== author.id ? (lookups.userById.get(answererId) ?? null) : null;
  const outcome: Outcome = !answerer && (plan.outcome === "completed" || plan.outcome === "consult_cancelled") ? "opened" : plan.outcome;
  const published = outcome !== "draft";

  let createdAt = daysAgo(rng.next() * 360 + 0.2);
  let publishedAt = published ? addMinutes(createdAt, rng.int(2, 90)) : null;
  const conversation = planConversation(rng, clinicalCase, outcome, publishedAt, answerer !== null);
  // The data set has a "now": a conversation that would end after it starts earlier instead.
  const overflow = conversation.lastActivityDate.getTime() - REFERENCE_DATE.getTime() + rng.int(10, 600) * 60_000;
  const shift = (date: Date) => (overflow > 0 ? new Date(date.getTime() - overflow) : date);
  createdAt = shift(createdAt);
  publishedAt = publishedAt && shift(publishedAt);
  const completedAt = conversation.completedAt && shift(conversation.completedAt);
  const lastActivityDate = published ? shift(conversation.lastActivityDate) : createdAt;

  const patient = addPatient(rng, rows, author, clinicalCase, createdAt);
  const description = fillIn(clinicalCase.description, { age: patient.age });
  const formContent = formContentOf(clinicalCase, recipient);
  const topic = recipient.kind === "topic" ? recipient.target : null;
  const status = outcome === "draft" ? "DRAFT" : outcome === "cancelled" ? "CANCELLED" : "PUBLISHED";
  const eligibility = eligibilityOf(rng, author, clinicalCase, published);
  const consented = published || rng.chance(0.5);
  const request: RequestRows["requests"][number] = {
    id, status, authorId: author.id, authorPhone: author.professional?.mobile ?? null, patientId: patient.id,
    description, formContent,
    senderType: plan.senderGroup ? "GROUP" : "PROFESSIONAL",
    senderGroupId: plan.senderGroup?.groupId ?? null,
    senderTopicId: plan.senderGroup?.topicId ?? null,
    recipientType: recipient.kind === "professional" ? "PROFESSIONAL" : "GROUP",
    recipientProfessionalId: recipient.kind === "professional" ? recipient.professional.id : null,
    recipientGroupId: topic?.groupId ?? null,
    recipientTopicId: topic?.topicId ?? null,
    billingNumber: author.professional?.billingNumber ?? null,
    eligibility,
    lastEditedById: author.id,
    lastEditedAt: publishedAt ?? createdAt,
    publishedAt, createdAt, updatedAt: lastActivityDate, lastActivityDate,
    version: rng.int(1, 4),
    patientConsentAt: consented ? createdAt : null,
    patientConsentById: consented ? author.id : null,
  };
  rows.requests.push(request);
  rows.caseOf.set(id, clinicalCase.id);

  let consult: { status: "OPENED" | "COMPLETED" | "CANCELLED"; actCode: ActCode | null; completedAt: Date | null } | null = null;
  if (published) {
    const consultId = rows.consults.length + 1;
    consult = { status: outcome === "completed" ? "COMPLETED" : outcome === "opened" ? "OPENED" : "CANCELLED", actCode: null, completedAt: outcome === "opened" ? null : completedAt };
    // Issue 21: the act the table gives the answerer on the completion date (none in Belgium).
    const act = outcome === "completed" && completedAt ? seedActOf(answerer, clinicalCase.actCode, completedAt) : null;
    consult.actCode = act?.actCode ?? null;
    rows.consults.push({
      id: consultId, requestId: id, status: consult.status, actCode: consult.actCode,
      actSupplements: act?.supplements ?? 0,
      actAmountCents: act?.amountCents ?? null,
      billingNumber: act?.needsBillingNumber ? (answerer?.professional?.billingNumber ?? null) : null,
      billingProfessionalId: outcome === "completed" ? (answerer?.professional?.id ?? null) : null,
      completedAt, completedById: outcome === "completed" ? (answerer?.id ?? null) : null,
      integratedAct: outcome === "completed" && rng.chance(0.3),
      createdAt: publishedAt ?? createdAt, updatedAt: lastActivityDate,
    });
    const tags = topic ? (tagsByGroup.get(topic.groupId) ?? []) : [];
    if (outcome === "completed" && tags.length && rng.chance(0.5)) rows.consultTags.push({ consultId, tagId: rng.pick(tags) });
  }

  // Participants: the author from creation; on publish the recipient side (the addressed
  // professional's account, or every expert of the topic).
  const recipientIds = !published ? [] : recipient.kind === "professional" ? (recipient.userId !== null && recipient.userId !== author.id ? [recipient.userId] : []) : recipient.target.expertUserIds.filter((u) => u !== author.id);
  const stateInput = { status, eligibility, consult } as const;
  const requestState = feedStateOf(stateInput);
  const billable = billableSides({
    eligibility,
    author: seedUserOfAct(author),
    consult: consult ? { ...consult, completedBy: outcome === "completed" ? seedUserOfAct(answerer) : null } : null,
  });
  const lastActorId = conversation.lastActor === "expert" && answerer ? answerer.id : author.id;
  const age = REFERENCE_DATE.getTime() - lastActivityDate.getTime();
  const unreadFor = new Map<number, boolean>();
  for (const [userId, side] of [[author.id, "SENDER"] as const, ...recipientIds.map((u) => [u, "RECIPIENT"] as const)]) {
    // Recent activity is often still unread; the demo accounts get more, so their unread filter shows something.
    const demoAccount = demoUserIds.has(userId);
    const chance = userId === lastActorId || !published ? 0 : age < 60 * DURATION.day ? (demoAccount ? 0.7 : 0.3) : demoAccount ? 0.1 : 0.03;
    const unread = rng.chance(chance);
    unreadFor.set(userId, unread);
    const professionalId = lookups.userById.get(userId)?.professional?.id ?? null;
    rows.participants.push({ requestId: id, userId, professionalId, side, lastActivityDate, requestState, billable: side === "SENDER" ? billable.sender : billable.recipient, unread, createdAt: side === "SENDER" ? createdAt : (publishedAt ?? createdAt) });
  }
  if (published && recipient.kind === "professional" && recipient.userId === null) {
    rows.invitations.push({ invitedProfessionalId: recipient.professional.id, requestId: id, invitedById: author.id, contact: null, createdAt: publishedAt ?? createdAt });
  }

  const fileContext = { language: clinicalCase.language, patientName: `${patient.lastName.toUpperCase()} ${patient.firstName}`, date: createdAt };
  if (clinicalCase.attachment) {
    rows.files.push({ requestId: id, messageId: null, uploadedById: author.id, createdAt, file: generateAttachment(rng, clinicalCase.attachment, fileContext) });
  }

  const publishedContents: string[] = [];
  const last = conversation.messages.filter((m) => m.published).at(-1);
  for (const planned of conversation.messages) {
    const at = shift(planned.at);
    const authorId = planned.side === "sender" ? author.id : (answerer?.id ?? author.id);
    const messageId = rows.messages.length + 1;
    rows.messages.push({ id: messageId, requestId: id, authorId, content: planned.content, status: planned.published ? "PUBLISHED" : "DRAFT", publishedAt: planned.published ? at : null, createdAt: at, updatedAt: at });
    if (!planned.published) continue;
    publishedContents.push(planned.content);
    if (planned.withAnswerFile && clinicalCase.senderAnswerAttachment) {
      rows.files.push({ requestId: id, messageId, uploadedById: author.id, createdAt: at, file: generateAttachment(rng, clinicalCase.senderAnswerAttachment, { ...fileContext, date: at }) });
    }
    // Read marks for the two people in the conversation: the last message stays unread (with
    // its notification) for the one whose feed shows the request unread.
    const readerId = authorId === author.id ? answerer?.id : author.id;
    if (!readerId || readerId === authorId) continue;
    if (planned === last && unreadFor.get(readerId)) rows.notifications.push({ userId: readerId, requestId: id, kind: "new_message", data: { messageId }, createdAt: at });
    else rows.readStatuses.push({ messageId, userId: readerId, readAt: new Date(Math.min(addMinutes(at, rng.int(5, 600)).getTime(), REFERENCE_DATE.getTime())) });
  }

  const recipientName = recipient.kind === "professional" ? `${recipient.professional.firstName} ${recipient.professional.lastName}` : null;
  const parts = [patient.firstName, patient.lastName, patient.lastName, description, formTextOf(formContent), recipientName, topic?.groupName, topic?.label, ...publishedContents];
  request.searchText = toSearchText(parts.filter((p): p is string => Boolean(p)).join(" "));
}

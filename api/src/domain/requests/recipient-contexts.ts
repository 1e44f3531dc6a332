import type { Db } from "../../db/client.ts";
import type { MembershipStatus, PartyType } from "../../db/generated/prisma/enums.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer } from "../access.ts";
import type { Viewer } from "../viewer.ts";
import type { Tx } from "./participant-state.ts";
import {
  professionalContextVerdict,
  topicContextVerdict,
  type GroupFacts,
  type ProfessionalFacts,
  type RecipientReason,
  type RecipientStatus,
  type SenderProfile,
  type TopicFacts,
} from "./recipient-status.ts";

/** Spec 1 §3 "Recipient context": one way of addressing a request, with the viewer's status. */
export type RecipientContext = {
  /** Stable key of the context (the spec's id), e.g. "group:3:topic:7" or "professional:12". */
  key: string;
  recipientType: PartyType;
  recipientProfessionalId: number | null;
  recipientGroupId: number | null;
  recipientTopicId: number | null;
  status: RecipientStatus;
  reason: RecipientReason | null;
  /** The viewer's membership in the recipient group, if any. */
  membershipStatus: MembershipStatus | null;
};

type Reader = Db | Tx;

/** The viewer as a sender; null for a visitor, an unvalidated account or a missing user. */
export async function loadSenderProfile(db: Reader, viewer: Viewer | null): Promise<SenderProfile | null> {
  if (!isValidatedViewer(viewer)) return null;
  const user = await db.user.findUnique({
    where: { id: viewer.userId },
    select: { country: true, sendsIndividualRequests: true, professional: { select: { id: true, specialtyCode: true } } },
  });
  if (!user) return null;
  return {
    userId: viewer.userId,
    professionalId: user.professional?.id ?? null,
    country: user.country,
    specialtyCode: user.professional?.specialtyCode ?? null,
    sendsIndividualRequests: user.sendsIndividualRequests,
  };
}

const away = { awayMessageActive: true, awayBlocking: true, awaySince: true, awayUntil: true } as const;
const specialtyRule = { acceptsAllSpecialties: true, acceptedSpecialtyCodes: true } as const;

/** The columns the topic rules read, with the viewer's membership in the topic's group. */
export function topicFactsSelect(viewerProfessionalId: number | null) {
  return {
    id: true,
    recipientProfessionalMode: true,
    ...specialtyRule,
    ...away,
    group: { select: groupFactsSelect(viewerProfessionalId) },
  } satisfies Prisma.TopicSelect;
}

export function groupFactsSelect(viewerProfessionalId: number | null) {
  return {
    id: true,
    country: true,
    mode: true,
    isPanel: true,
    ...specialtyRule,
    memberships: { where: { professionalId: viewerProfessionalId ?? 0 }, select: { status: true, canAsk: true }, take: 1 },
  } satisfies Prisma.GroupSelect;
}

type GroupRow = Prisma.GroupGetPayload<{ select: ReturnType<typeof groupFactsSelect> }>;
type TopicRow = Prisma.TopicGetPayload<{ select: ReturnType<typeof topicFactsSelect> }>;

export function groupFactsOf(row: GroupRow): GroupFacts {
  const { memberships, ...group } = row;
  return { ...group, membership: memberships[0] ?? null };
}

export function topicFactsOf(row: TopicRow): TopicFacts {
  return { ...row, group: groupFactsOf(row.group) };
}

const professionalFactsSelect = {
  id: true,
  country: true,
  user: {
    select: { validationStatus: true, acceptsIndividualRequests: true, ...specialtyRule, ...away },
  },
} satisfies Prisma.ProfessionalSelect;

type ProfessionalRow = Prisma.ProfessionalGetPayload<{ select: typeof professionalFactsSelect }>;

function professionalFactsOf(row: ProfessionalRow): ProfessionalFacts {
  const user = row.user;
  return { id: row.id, country: row.country, user: user ? { ...user, validated: user.validationStatus === "VALIDATED" } : null };
}

/** Experts of a group's topic: ongoing members who reply, on every topic or on this one. */
export function expertMembershipWhere(topicId: number): Prisma.MembershipWhereInput {
  return { status: "ONGOING", canReply: true, OR: [{ allTopics: true }, { topics: { some: { topicId } } }] };
}

const topicOrder = [{ position: "asc" }, { id: "asc" }] satisfies Prisma.TopicOrderByWithRelationInput[];

/**
 * Both kinds of topics receive requests: a request to a MEETING topic is then registered to one
 * of its meetings (spec 2 §4 meeting-selection step; domain/meetings/registration.ts). Kept as
 * one place so that a future kind of topic is decided here.
 */
export const requestTopicWhere = { type: { in: ["TE", "MEETING"] } } as const satisfies Prisma.TopicWhereInput;

function topicContext(sender: SenderProfile, topic: TopicFacts, now: Date, professionalId: number | null): RecipientContext {
  const verdict = topicContextVerdict(sender, topic, now, professionalId === null ? undefined : { isExpert: true });
  return {
    key: professionalId === null ? `group:${topic.group.id}:topic:${topic.id}` : `group:${topic.group.id}:topic:${topic.id}:professional:${professionalId}`,
    recipientType: "GROUP",
    recipientProfessionalId: professionalId,
    recipientGroupId: topic.group.id,
    recipientTopicId: topic.id,
    ...verdict,
    membershipStatus: topic.group.membership?.status ?? null,
  };
}

/**
 * The ways this viewer can address a professional (spec 1 §4 "context selection for a
 * professional"): directly, and through each topic of a recipient group where the professional
 * is an expert (a nominative request to that topic). An unknown professional has none.
 */
export async function professionalRecipientContexts(db: Db, sender: SenderProfile, professionalId: number, now: Date): Promise<RecipientContext[]> {
  const row = await db.professional.findUnique({ where: { id: professionalId }, select: professionalFactsSelect });
  if (!row) return [];
  const direct = professionalContextVerdict(sender, professionalFactsOf(row), now);
  const contexts: RecipientContext[] = [
    {
      key: `professional:${professionalId}`,
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: professionalId,
      recipientGroupId: null,
      recipientTopicId: null,
      ...direct,
      membershipStatus: null,
    },
  ];
  const memberships = await db.membership.findMany({
    where: { professionalId, status: "ONGOING", canReply: true, group: { mode: "RECIPIENT" } },
    select: { allTopics: true, topics: { select: { topicId: true } }, groupId: true },
    orderBy: { id: "asc" },
  });
  const topicIds = memberships.flatMap((m) => (m.allTopics ? [] : m.topics.map((t) => t.topicId)));
  const allTopicGroups = memberships.filter((m) => m.allTopics).map((m) => m.groupId);
  if (topicIds.length === 0 && allTopicGroups.length === 0) return contexts;
  const topics = await db.topic.findMany({
    where: { ...requestTopicWhere, OR: [{ id: { in: topicIds } }, { groupId: { in: allTopicGroups } }] },
    select: topicFactsSelect(sender.professionalId),
    orderBy: [{ groupId: "asc" }, ...topicOrder],
  });
  return [...contexts, ...topics.map((topic) => topicContext(sender, topicFactsOf(topic), now, professionalId))];
}

/** The topics of a recipient group as contexts (spec 1 §4 "category selection for a group"). */
export async function groupRecipientContexts(db: Db, sender: SenderProfile, groupId: number, now: Date): Promise<RecipientContext[]> {
  const topics = await db.topic.findMany({ where: { groupId, ...requestTopicWhere, group: { mode: "RECIPIENT" } }, select: topicFactsSelect(sender.professionalId), orderBy: topicOrder });
  return topics.map((topic) => topicContext(sender, topicFactsOf(topic), now, null));
}

export type RecipientChoice = {
  recipientType: PartyType;
  recipientProfessionalId?: number | null;
  recipientGroupId?: number | null;
  recipientTopicId?: number | null;
};

/**
 * The verdict on one chosen recipient, as createRequest checks it. Null when a row does not
 * exist, or the topic is not of the given group (the caller answers not_found).
 */
export async function verdictOfChoice(db: Reader, sender: SenderProfile, choice: RecipientChoice, now: Date): Promise<RecipientContext | null> {
  if (choice.recipientType === "PROFESSIONAL") {
    const id = choice.recipientProfessionalId;
    if (!id) return null;
    const row = await db.professional.findUnique({ where: { id }, select: professionalFactsSelect });
    if (!row) return null;
    return {
      key: `professional:${id}`,
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: id,
      recipientGroupId: null,
      recipientTopicId: null,
      ...professionalContextVerdict(sender, professionalFactsOf(row), now),
      membershipStatus: null,
    };
  }
  const topicId = choice.recipientTopicId;
  if (!topicId) return null;
  const topic = await db.topic.findFirst({ where: { id: topicId, ...requestTopicWhere }, select: topicFactsSelect(sender.professionalId) });
  if (!topic || (choice.recipientGroupId && choice.recipientGroupId !== topic.group.id)) return null;
  const expertId = choice.recipientProfessionalId ?? null;
  if (expertId !== null) {
    const exists = await db.professional.count({ where: { id: expertId } });
    if (!exists) return null;
    const expert = await db.membership.count({ where: { professionalId: expertId, groupId: topic.group.id, ...expertMembershipWhere(topicId) } });
    const context = topicContext(sender, topicFactsOf(topic), now, expertId);
    return { ...context, ...topicContextVerdict(sender, topicFactsOf(topic), now, { isExpert: expert > 0 }) };
  }
  return topicContext(sender, topicFactsOf(topic), now, null);
}

import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";

// Issue 23 item 6: who is on duty, decided here once for the routing of a published request
// (duty-routing.ts), the group requests tab's "on duty now" (Group.onDutyNow, GET planning/on_duty).

/** A duty period as the rule reads it: start and end both null is "always" (spec 1 §3). */
export type DutyPeriod = { start: Date | null; end: Date | null; allTopics: boolean; topicIds: readonly number[] };

/** What the expert's membership lets them answer: every topic, or some (spec 1 §3 all_topics). */
export type ExpertReach = { allTopics: boolean; topicIds: readonly number[] };

/** The period covers the instant: always, or start ≤ at < end (the end is exclusive, as in the calendar). */
export function periodCovers(period: Pick<DutyPeriod, "start" | "end">, at: Date): boolean {
  if (period.start === null && period.end === null) return true;
  if (period.start === null || period.end === null) return false;
  return period.start.getTime() <= at.getTime() && at.getTime() < period.end.getTime();
}

/**
 * The topics an expert is on duty for through some periods: those the periods name (all with
 * allTopics) that the expert also answers. A period for all topics of an expert who answers only
 * some covers only those: being on duty for a topic one does not answer routes nothing.
 */
export function dutyCoverage(periods: readonly Pick<DutyPeriod, "allTopics" | "topicIds">[], reach: ExpertReach): ExpertReach {
  const anyAll = periods.some((period) => period.allTopics);
  if (anyAll && reach.allTopics) return { allTopics: true, topicIds: [] };
  const named = new Set(anyAll ? reach.topicIds : periods.flatMap((period) => period.topicIds));
  const topicIds = reach.allTopics ? [...named] : [...named].filter((topicId) => reach.topicIds.includes(topicId));
  return { allTopics: false, topicIds: topicIds.sort((a, b) => a - b) };
}

/**
 * On duty for a topic: the coverage names it. A request to the group without a topic is for the
 * experts on duty for every topic.
 */
export function coverageIncludes(coverage: ExpertReach, topicId: number | null): boolean {
  if (coverage.allTopics) return true;
  return topicId !== null && coverage.topicIds.includes(topicId);
}

/** An expert on duty at an instant, with the topics they are on duty for. */
export type OnDutyExpert = {
  membershipId: number;
  professionalId: number;
  /** Their validated account, if any: only an account is told. */
  userId: number | null;
  name: string;
  allTopics: boolean;
  topicIds: number[];
};

/** The periods of a group covering an instant, of members who reply now (ongoing, can_reply). */
function coveringWhere(groupId: number, at: Date): Prisma.PlanningEventWhereInput {
  return {
    membership: { groupId, status: "ONGOING", canReply: true },
    OR: [{ start: null, end: null }, { start: { lte: at }, end: { gt: at } }],
  };
}

/**
 * The experts on duty in a group at an instant (for a request's topic when one is given): ongoing members
 * with reply rights whose duty period covers the instant and names the topic (or all topics), and
 * who answer it. Two statements whatever the number of periods; sorted by name.
 */
export async function onDutyExperts(db: Db, groupId: number, at: Date, request?: { topicId: number | null }): Promise<OnDutyExpert[]> {
  const rows = await db.planningEvent.findMany({
    where: coveringWhere(groupId, at),
    select: {
      start: true,
      end: true,
      allTopics: true,
      topics: { select: { topicId: true } },
      membership: {
        select: {
          id: true,
          allTopics: true,
          topics: { select: { topicId: true } },
          professional: { select: { id: true, firstName: true, lastName: true, user: { select: { id: true, validationStatus: true } } } },
        },
      },
    },
    orderBy: { id: "asc" },
  });
  const byMembership = new Map<number, { periods: DutyPeriod[]; membership: (typeof rows)[number]["membership"] }>();
  for (const row of rows) {
    // The where already chose them; checked again so that the rule tested is the rule applied.
    if (!periodCovers(row, at)) continue;
    const entry = byMembership.get(row.membership.id) ?? { periods: [], membership: row.membership };
    entry.periods.push({ start: row.start, end: row.end, allTopics: row.allTopics, topicIds: row.topics.map((topic) => topic.topicId) });
    byMembership.set(row.membership.id, entry);
  }
  const experts: OnDutyExpert[] = [];
  for (const { periods, membership } of byMembership.values()) {
    const coverage = dutyCoverage(periods, { allTopics: membership.allTopics, topicIds: membership.topics.map((topic) => topic.topicId) });
    if (!coverage.allTopics && coverage.topicIds.length === 0) continue;
    if (request !== undefined && !coverageIncludes(coverage, request.topicId)) continue;
    const professional = membership.professional;
    experts.push({
      membershipId: membership.id,
      professionalId: professional.id,
      userId: professional.user?.validationStatus === "VALIDATED" ? professional.user.id : null,
      name: `${professional.firstName} ${professional.lastName}`.trim(),
      allTopics: coverage.allTopics,
      topicIds: [...coverage.topicIds],
    });
  }
  return experts.sort((a, b) => a.name.localeCompare(b.name) || a.membershipId - b.membershipId);
}

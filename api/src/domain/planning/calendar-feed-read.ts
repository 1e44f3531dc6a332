import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { hashToken } from "../accounts/tokens.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { isLocale, DEFAULT_LOCALE } from "../i18n/locales.ts";
import { RATE_RULES, rateExhausted, takeRateToken } from "../rate-limit.ts";
import type { Viewer } from "../viewer.ts";
import type { FeedDutyPeriod } from "./calendar-feed-ical.ts";
import { feedMeetings } from "./calendar-feed-meetings.ts";
import { CALENDAR_FEED_TOKEN } from "./calendar-feed.ts";

/** The feed covers a month back (what was just done) and a year ahead (what is planned). */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 365;
/** At most this many duty periods and as many meetings in one feed: a bounded answer whatever the rota. */
export const FEED_MAX_EVENTS = 1000;
const DAY_MS = 86_400_000;

/**
 * The member's own duty periods, under the planning tab's rule (access.ts canSeePlanning): in a
 * recipient group where they are still an ongoing insider, not a panel. A member who left the
 * group, or is no longer an insider, loses its periods from the feed at the next fetch.
 */
export function ownDutyPeriodsWhere(professionalId: number, from: Date, to: Date): Prisma.PlanningEventWhereInput {
  return {
    membership: { professionalId, status: "ONGOING", isInsider: true, group: { mode: "RECIPIENT", isPanel: false } },
    OR: [{ start: null, end: null }, { start: { lt: to }, end: { gt: from } }],
  };
}

async function feedDutyPeriods(db: Db, professionalId: number, from: Date, to: Date): Promise<FeedDutyPeriod[]> {
  const rows = await db.planningEvent.findMany({
    where: ownDutyPeriodsWhere(professionalId, from, to),
    select: {
      id: true,
      start: true,
      end: true,
      allTopics: true,
      membership: { select: { group: { select: { name: true } } } },
      topics: { select: { topic: { select: { label: true } } }, orderBy: { topic: { position: "asc" } } },
    },
    orderBy: [{ start: { sort: "asc", nulls: "first" } }, { id: "asc" }],
    take: FEED_MAX_EVENTS,
  });
  return rows.map((row) => ({
    id: row.id,
    start: row.start,
    end: row.end,
    groupName: row.membership.group.name,
    topicLabels: row.allTopics ? null : row.topics.map((link) => link.topic.label),
  }));
}

/**
 * GET /api/v1/calendar-feeds/{token}.ics: the iCalendar text of the feed the token opens. An
 * unknown, malformed or revoked token answers not_found, as a missing page; the misses of one
 * address are limited (rate_limited), and so are the fetches of one feed. A member whose
 * account is no longer validated gets an empty calendar: their events leave the client's agenda.
 */
export async function serveCalendarFeed(deps: Deps, token: string): Promise<string> {
  const missBucket = `calendar-feed-miss:ip:${deps.meta.ip ?? "unknown"}`;
  if (await rateExhausted(deps.db, missBucket, RATE_RULES.calendarFeedMissPerIp, deps.now)) throw new DomainError("rate_limited");
  const feed = CALENDAR_FEED_TOKEN.test(token)
    ? await deps.db.calendarFeed.findUnique({
        where: { tokenHash: hashToken(token) },
        select: { id: true, revokedAt: true, user: { select: { id: true, locale: true, validationStatus: true, professionalId: true } } },
      })
    : null;
  if (!feed || feed.revokedAt !== null) {
    await takeRateToken(deps.db, missBucket, RATE_RULES.calendarFeedMissPerIp, deps.now);
    throw new DomainError("not_found");
  }
  if (!(await takeRateToken(deps.db, `calendar-feed:${feed.id}`, RATE_RULES.calendarFeedPerFeed, deps.now))) throw new DomainError("rate_limited");
  await deps.db.calendarFeed.update({ where: { id: feed.id }, data: { lastUsedAt: deps.now } });

  const user = feed.user;
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const from = new Date(deps.now.getTime() - FEED_DAYS_BACK * DAY_MS);
  const to = new Date(deps.now.getTime() + FEED_DAYS_AHEAD * DAY_MS);
  const professionalId = user.professionalId;
  const active = user.validationStatus === "VALIDATED" && professionalId !== null;
  // The feed reads as the member, never as a super user: it lists their meetings, not every meeting they could open.
  const member: Viewer = { userId: user.id, sessionId: 0, professionalId, locale, isSuper: false, validated: active };
  const [meetings, dutyPeriods] = active
    ? await Promise.all([feedMeetings(deps.db, member, from, to, FEED_MAX_EVENTS), feedDutyPeriods(deps.db, professionalId, from, to)])
    : [[], []];
  // ical-generator loads with the first feed a calendar fetches, not at start (issue 18 item 6).
  const { calendarFeedText } = await import("./calendar-feed-ical.ts");
  return calendarFeedText({ locale, publicUrl: deps.publicUrl, now: deps.now, meetings, dutyPeriods });
}

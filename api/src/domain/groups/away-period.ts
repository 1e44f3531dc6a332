import { z } from "zod";
import { calendarDaySchema } from "../rules/calendar-day-schema.ts";
import { isCurrentlyAway, type AwayFacts } from "../requests/specialty-gate.ts";

/** Longest away message, in characters. */
export const AWAY_MESSAGE_MAX_LENGTH = 2_000;

const DAY_MS = 86_400_000;


/**
 * The away modal's values (spec 1 §4, §5). Off (active false) clears nothing but the flag, so
 * turning it on again offers the previous dates; on needs both days, the last not before the first.
 */
export const awayInput = z.discriminatedUnion("active", [
  z.object({ active: z.literal(false) }),
  z.object({
    active: z.literal(true),
    /** First day away. */
    since: calendarDaySchema.optional(),
    /** Last day away, as chosen: the day after it is stored (spec 1 §5). */
    lastDay: calendarDaySchema.optional(),
    blocking: z.boolean().default(false),
    message: z.string().max(AWAY_MESSAGE_MAX_LENGTH).optional(),
  }),
]);
export type AwayInput = z.input<typeof awayInput>;

export type AwayColumns = { awayMessageActive: boolean; awayBlocking?: boolean; awaySince?: Date; awayUntil?: Date; awayMessage?: string | null };

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The columns an away input writes, or null when the period is wrong (missing day, last day
 * before the first). The end stored is the chosen last day plus one: the period is [since, until).
 */
export function awayColumnsOf(input: z.output<typeof awayInput>): AwayColumns | null {
  if (!input.active) return { awayMessageActive: false };
  if (!input.since || !input.lastDay || input.lastDay < input.since) return null;
  const message = input.message?.trim() ?? "";
  return {
    awayMessageActive: true,
    awayBlocking: input.blocking,
    awaySince: dayStart(input.since),
    awayUntil: new Date(dayStart(input.lastDay).getTime() + DAY_MS),
    awayMessage: message === "" ? null : message,
  };
}

/** The last day away as chosen in the modal, from the stored exclusive end. */
export function lastAwayDayOf(awayUntil: Date): string {
  return new Date(awayUntil.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Spec 1 §8 away messages, as data the screens word and format:
 * - requests_disabled: a topic away with blocking takes no request until `lastDay` included;
 * - requests_delayed: a topic away without blocking takes requests, treated only after `lastDay`;
 * - user_away: a professional away until `lastDay`.
 */
export type AwayNoticeKind = "requests_disabled" | "requests_delayed" | "user_away";

export type CurrentAway = {
  kind: AwayNoticeKind;
  blocking: boolean;
  since: Date | null;
  /** The stored exclusive end. */
  until: Date | null;
  /** The last day away (until minus one day), what the screens show. */
  lastDay: string | null;
  message: string | null;
};

/** The away period in force now, or null (the spec's is_currently_away and current_away_*). */
export function currentAwayOf(away: AwayFacts & { awayMessage: string | null }, now: Date, owner: "topic" | "user"): CurrentAway | null {
  if (!isCurrentlyAway(away, now)) return null;
  const kind: AwayNoticeKind = owner === "user" ? "user_away" : away.awayBlocking ? "requests_disabled" : "requests_delayed";
  return {
    kind,
    blocking: away.awayBlocking,
    since: away.awaySince,
    until: away.awayUntil,
    lastDay: away.awayUntil ? lastAwayDayOf(away.awayUntil) : null,
    message: away.awayMessage,
  };
}

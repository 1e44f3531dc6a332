import { DURATION, REFERENCE_DATE } from "./random.ts";
import type { GroupData } from "./groups.ts";

/** The rota covers this many days before the seed's reference date and after it (spec 1 §9 month view). */
export const ROTA_DAYS_BEFORE = 7;
export const ROTA_DAYS_AFTER = 35;
/** A shift starts at 08:00 UTC and lasts a day. */
const SHIFT_START_HOUR = 8;
/** The days around the seed's time the rota covers too: the day before and the week after. */
export const ROTA_DAYS_AROUND_SEEDING = { before: 1, after: 7 } as const;

/** The rota's days, as offsets from the reference date: its month, and the days around seeding. */
export function rotaDays(seededAt: Date): number[] {
  const days = new Set<number>();
  for (let day = -ROTA_DAYS_BEFORE; day < ROTA_DAYS_AFTER; day++) days.add(day);
  // The shift that covers the seeding instant starts at 08:00 of its day or of the day before.
  const seededDay = Math.floor((seededAt.getTime() - SHIFT_START_HOUR * DURATION.hour - startOfReferenceDay()) / DURATION.day);
  for (let day = seededDay - ROTA_DAYS_AROUND_SEEDING.before; day < seededDay + ROTA_DAYS_AROUND_SEEDING.after; day++) days.add(day);
  return [...days].sort((a, b) => a - b);
}

function startOfReferenceDay(): number {
  const day = new Date(REFERENCE_DATE);
  day.setUTCHours(0, 0, 0, 0);
  return day.getTime();
}

/**
 * A month of on-call duty (issue 23 item 7): in each recipient group that is not a panel, one
 * expert on duty every day around the reference date, in turn, from 08:00 to 08:00 the next
 * day; and the first expert of the first such group is also on duty "always". Deterministic
 * without the random generator, so the rest of the seed stays as it was. The rota also covers the
 * week from the day before the seed's own time (issue 23 item 6: the group requests tab shows who
 * is on duty now, so a demo seeded after the reference month still has someone on duty).
 */
export function addDutyRota(data: GroupData, seededAt: Date = REFERENCE_DATE): void {
  const days = rotaDays(seededAt);
  let alwaysGiven = false;
  for (const group of data.groups) {
    if (group.mode !== "RECIPIENT" || group.isPanel || group.id === undefined) continue;
    const experts = data.memberships.filter((m) => m.groupId === group.id && m.status === "ONGOING" && m.canReply).sort((a, b) => a.id - b.id);
    if (experts.length === 0) continue;
    for (const day of days) {
      const expert = experts[(((day + ROTA_DAYS_BEFORE) % experts.length) + experts.length) % experts.length];
      if (!expert) continue;
      const start = new Date(REFERENCE_DATE.getTime() + day * DURATION.day);
      start.setUTCHours(SHIFT_START_HOUR, 0, 0, 0);
      data.planningEvents.push({ id: data.planningEvents.length + 1, membershipId: expert.id, start, end: new Date(start.getTime() + DURATION.day), allTopics: true });
    }
    if (!alwaysGiven && experts[0]) {
      data.planningEvents.push({ id: data.planningEvents.length + 1, membershipId: experts[0].id, start: null, end: null, allTopics: true });
      alwaysGiven = true;
    }
  }
}

import { DURATION, REFERENCE_DATE } from "./random.ts";
import type { GroupData } from "./groups.ts";

/** The rota covers this many days before the seed's reference date and after it (spec 1 §9 month view). */
export const ROTA_DAYS_BEFORE = 7;
export const ROTA_DAYS_AFTER = 35;
/** A shift starts at 08:00 UTC and lasts a day. */
const SHIFT_START_HOUR = 8;

/**
 * A month of on-call duty (issue 23 item 7): in each recipient group that is not a panel, one
 * expert on duty every day around the reference date, in turn, from 08:00 to 08:00 the next
 * day; and the first expert of the first such group is also on duty "always". Deterministic
 * without the random generator, so the rest of the seed stays as it was.
 */
export function addDutyRota(data: GroupData): void {
  let alwaysGiven = false;
  for (const group of data.groups) {
    if (group.mode !== "RECIPIENT" || group.isPanel || group.id === undefined) continue;
    const experts = data.memberships.filter((m) => m.groupId === group.id && m.status === "ONGOING" && m.canReply).sort((a, b) => a.id - b.id);
    if (experts.length === 0) continue;
    for (let day = -ROTA_DAYS_BEFORE; day < ROTA_DAYS_AFTER; day++) {
      const expert = experts[(day + ROTA_DAYS_BEFORE) % experts.length];
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

import { describe, expect, it } from "vitest";
import { buildGroups } from "./groups.ts";
import { addDutyRota, ROTA_DAYS_AFTER, ROTA_DAYS_AROUND_SEEDING, ROTA_DAYS_BEFORE } from "./planning.ts";
import { Random } from "./random.ts";
import { buildUsers } from "./users.ts";
import { buildDirectory } from "./directory.ts";

describe("the seed's duty rota", () => {
  const rng = new Random();
  const directory = buildDirectory(rng.fork("directory"));
  const users = buildUsers(rng.fork("users"), directory);
  const groups = buildGroups(rng.fork("groups"), users);
  const before = groups.planningEvents.length;
  addDutyRota(groups);
  const added = groups.planningEvents.slice(before);

  it("puts one expert on duty each day of the month around the reference date, in each recipient group", () => {
    const recipientGroups = groups.groups.filter((g) => g.mode === "RECIPIENT" && !g.isPanel && groups.memberships.some((m) => m.groupId === g.id && m.canReply && m.status === "ONGOING"));
    expect(recipientGroups.length).toBeGreaterThan(0);
    expect(added.filter((event) => event.start !== null)).toHaveLength(recipientGroups.length * (ROTA_DAYS_BEFORE + ROTA_DAYS_AFTER));
  });

  it("adds one always period, and ids that follow the others", () => {
    expect(added.filter((event) => event.start === null && event.end === null)).toHaveLength(1);
    expect(groups.planningEvents.map((event) => event.id)).toEqual(groups.planningEvents.map((_event, index) => index + 1));
  });
});

describe("the seed's duty rota around the seeding time (issue 23 item 6)", () => {
  const rng = new Random();
  const directory = buildDirectory(rng.fork("directory"));
  const users = buildUsers(rng.fork("users"), directory);
  const groups = buildGroups(rng.fork("groups"), users);
  const before = groups.planningEvents.length;
  // Months after the reference month, before the morning's change of shift.
  const seededAt = new Date("2027-03-10T06:00:00Z");
  addDutyRota(groups, seededAt);
  const added = groups.planningEvents.slice(before);

  it("still has someone on duty at the seeding instant in each recipient group", () => {
    const recipientGroups = groups.groups.filter((g) => g.mode === "RECIPIENT" && !g.isPanel && groups.memberships.some((m) => m.groupId === g.id && m.canReply && m.status === "ONGOING"));
    for (const group of recipientGroups) {
      const covering = added.filter((event) => {
        const membership = groups.memberships.find((m) => m.id === event.membershipId);
        return membership?.groupId === group.id && event.start instanceof Date && event.end instanceof Date && event.start <= seededAt && seededAt < event.end;
      });
      expect(covering).toHaveLength(1);
    }
  });

  it("adds the days around seeding to the reference month", () => {
    const shifts = added.filter((event) => event.start !== null);
    expect(shifts.length % (ROTA_DAYS_BEFORE + ROTA_DAYS_AFTER + ROTA_DAYS_AROUND_SEEDING.before + ROTA_DAYS_AROUND_SEEDING.after)).toBe(0);
  });
});

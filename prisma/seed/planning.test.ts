import { describe, expect, it } from "vitest";
import { buildGroups } from "./groups.ts";
import { addDutyRota, ROTA_DAYS_AFTER, ROTA_DAYS_BEFORE } from "./planning.ts";
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

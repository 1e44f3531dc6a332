import { describe, expect, it } from "vitest";
import { awayColumnsOf, awayInput, currentAwayOf, lastAwayDayOf } from "./away-period.ts";

const parse = (raw: unknown) => awayInput.parse(raw);
const now = new Date("2026-11-23T10:00:00Z");

describe("away period (spec 1 §5 away modal)", () => {
  it("stores the end as the chosen last day plus one", () => {
    const columns = awayColumnsOf(parse({ active: true, since: "2026-12-24", lastDay: "2026-12-31", message: " Fêtes " }));
    expect(columns).toEqual({
      awayMessageActive: true,
      awayBlocking: false,
      awaySince: new Date("2026-12-24T00:00:00Z"),
      awayUntil: new Date("2027-01-01T00:00:00Z"),
      awayMessage: "Fêtes",
    });
    expect(lastAwayDayOf(new Date("2027-01-01T00:00:00Z"))).toBe("2026-12-31");
  });

  it("needs both days, the last not before the first; off needs nothing", () => {
    expect(awayColumnsOf(parse({ active: true, since: "2026-12-24" }))).toBeNull();
    expect(awayColumnsOf(parse({ active: true, lastDay: "2026-12-24" }))).toBeNull();
    expect(awayColumnsOf(parse({ active: true, since: "2026-12-24", lastDay: "2026-12-23" }))).toBeNull();
    expect(awayColumnsOf(parse({ active: true, since: "2026-12-24", lastDay: "2026-12-24" }))).not.toBeNull();
    expect(awayColumnsOf(parse({ active: false }))).toEqual({ awayMessageActive: false });
    expect(awayInput.safeParse({ active: true, since: "2026-02-30", lastDay: "2026-03-01" }).success).toBe(false);
  });

  it("words the three away messages as data", () => {
    const period = { awayMessageActive: true, awaySince: new Date("2026-11-20T00:00:00Z"), awayUntil: new Date("2026-11-28T00:00:00Z"), awayMessage: null };
    expect(currentAwayOf({ ...period, awayBlocking: true }, now, "topic")).toMatchObject({ kind: "requests_disabled", lastDay: "2026-11-27" });
    expect(currentAwayOf({ ...period, awayBlocking: false }, now, "topic")).toMatchObject({ kind: "requests_delayed" });
    expect(currentAwayOf({ ...period, awayBlocking: false }, now, "user")).toMatchObject({ kind: "user_away" });
    expect(currentAwayOf({ ...period, awayBlocking: true }, new Date("2026-11-28T00:00:00Z"), "topic")).toBeNull();
    expect(currentAwayOf({ ...period, awayMessageActive: false, awayBlocking: true }, now, "topic")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { availableIn, badgeText, countsRose, type MenuCounts } from "./notification-counts.ts";

const counts = (fromMe: number, toMe: number, groupCounters: MenuCounts["groupCounters"] = []): MenuCounts => ({ fromMe, toMe, inactivePending: 0, groupInvitations: 0, groupCounters });

describe("countsRose", () => {
  it("is news when a count goes up, not on the first counts nor when the user reads", () => {
    expect(countsRose(null, counts(3, 1))).toBe(false);
    expect(countsRose(counts(0, 1), counts(0, 2))).toBe(true);
    expect(countsRose(counts(1, 0), counts(2, 0))).toBe(true);
    expect(countsRose(counts(2, 2), counts(1, 2))).toBe(false);
    expect(countsRose(counts(2, 2), counts(2, 2))).toBe(false);
  });

  it("is news when a group gets a request the viewer could take", () => {
    const before = counts(0, 0, [{ groupDatabaseId: 7, available: 1 }]);
    expect(countsRose(before, counts(0, 0, [{ groupDatabaseId: 7, available: 2 }]))).toBe(true);
    expect(countsRose(before, counts(0, 0, [{ groupDatabaseId: 7, available: 0 }]))).toBe(false);
    expect(countsRose(before, counts(0, 0, [{ groupDatabaseId: 7, available: 1 }, { groupDatabaseId: 9, available: 1 }]))).toBe(true);
  });
});

describe("availableIn", () => {
  it("reads a group's counter, 0 for a group without one or before the first counts", () => {
    const current = counts(0, 0, [{ groupDatabaseId: 7, available: 4 }]);
    expect([availableIn(current, 7), availableIn(current, 8), availableIn(null, 7)]).toEqual([4, 0, 0]);
  });
});

describe("badgeText", () => {
  it("shows nothing at zero and caps at 99+", () => {
    expect([0, 1, 99, 100].map(badgeText)).toEqual([null, "1", "99", "99+"]);
  });
});

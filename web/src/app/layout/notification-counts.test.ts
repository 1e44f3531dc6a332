import { describe, expect, it } from "vitest";
import { badgeText, countsRose, type MenuCounts } from "./notification-counts.ts";

const counts = (fromMe: number, toMe: number): MenuCounts => ({ fromMe, toMe, inactivePending: 0, groupInvitations: 0 });

describe("countsRose", () => {
  it("is news when a count goes up, not on the first counts nor when the user reads", () => {
    expect(countsRose(null, counts(3, 1))).toBe(false);
    expect(countsRose(counts(0, 1), counts(0, 2))).toBe(true);
    expect(countsRose(counts(1, 0), counts(2, 0))).toBe(true);
    expect(countsRose(counts(2, 2), counts(1, 2))).toBe(false);
    expect(countsRose(counts(2, 2), counts(2, 2))).toBe(false);
  });
});

describe("badgeText", () => {
  it("shows nothing at zero and caps at 99+", () => {
    expect([0, 1, 99, 100].map(badgeText)).toEqual([null, "1", "99", "99+"]);
  });
});

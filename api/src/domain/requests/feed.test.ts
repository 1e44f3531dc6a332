import { describe, expect, it } from "vitest";
import { canFilterBillable, decodeFeedCursor, encodeFeedCursor, inFeedOrder, isInactive, parseFeed, parseFeedFilter } from "./feed.ts";

describe("feed cursors", () => {
  it("round-trip a position", () => {
    const key = { lastActivityDate: new Date("2026-11-01T10:20:30.456Z"), requestId: 42 };
    expect(decodeFeedCursor(encodeFeedCursor(key))).toEqual(key);
  });

  it.each(["", "garbage", Buffer.from("not-a-date|12").toString("base64url"), Buffer.from("2026-01-01T00:00:00Z|-3").toString("base64url")])(
    "reject a forged cursor %j",
    (cursor) => expect(decodeFeedCursor(cursor)).toBeNull(),
  );
});

describe("feeds", () => {
  it("know only from:me and to:me", () => {
    expect(parseFeed("from:me")).toBe("from:me");
    expect(parseFeed("to:me")).toBe("to:me");
    expect(parseFeed("all")).toBeNull();
  });

  it("put rows back in feed order and drop rows that vanished", () => {
    const date = new Date();
    const keys = [3, 1, 2].map((requestId) => ({ requestId, lastActivityDate: date }));
    expect(inFeedOrder(keys, [{ id: 1 }, { id: 3 }]).map((r) => r.id)).toEqual([3, 1]);
  });
});

describe("inactive hint", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it("shows on an open consult after more than a week without activity", () => {
    expect(isInactive({ status: "PUBLISHED", consultStatus: "OPENED", lastActivityDate: daysAgo(8) }, now)).toBe(true);
    expect(isInactive({ status: "PUBLISHED", consultStatus: "OPENED", lastActivityDate: daysAgo(7) }, now)).toBe(false);
  });

  it("never shows on drafts, completed or rejected consults", () => {
    expect(isInactive({ status: "DRAFT", consultStatus: null, lastActivityDate: daysAgo(30) }, now)).toBe(false);
    expect(isInactive({ status: "PUBLISHED", consultStatus: "COMPLETED", lastActivityDate: daysAgo(30) }, now)).toBe(false);
    expect(isInactive({ status: "PUBLISHED", consultStatus: "CANCELLED", lastActivityDate: daysAgo(30) }, now)).toBe(false);
  });
});

describe("billable filter", () => {
  it("is for doctors practising in France", () => {
    const user = (country: string, professionCode: number) => ({ country, professional: { country, specialty: { professionCode } } });
    const now = new Date("2026-06-01T10:00:00Z");
    expect(canFilterBillable(user("FR", 10), now)).toBe(true);
    expect(canFilterBillable(user("FR", 60), now)).toBe(true);
    expect(canFilterBillable(user("FR", 50), now)).toBe(true);
    expect(canFilterBillable(user("FR", 21), now)).toBe(false);
    expect(canFilterBillable(user("DE", 10), now)).toBe(true);
    expect(canFilterBillable(user("BE", 10), now)).toBe(false);
    expect(canFilterBillable({ country: "FR", professional: null }, now)).toBe(false);
  });

  it("is known by its spec name only", () => {
    expect(parseFeedFilter("billable")).toBe("billable");
    expect(parseFeedFilter("archived")).toBeNull();
  });
});

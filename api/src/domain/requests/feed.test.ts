import { describe, expect, it } from "vitest";
import { decodeFeedCursor, encodeFeedCursor, inFeedOrder, parseFeed } from "./feed.ts";

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

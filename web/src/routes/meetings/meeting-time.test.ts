import { describe, expect, it } from "vitest";
import { meetingsSearch, readMeetingsState } from "./meeting-time.ts";

describe("the meetings tab's URL state", () => {
  it("reads feed, topic and page, with defaults for missing or wrong values", () => {
    expect(readMeetingsState("?feed=past&topic=12&page=3")).toEqual({ feed: "PAST", topicId: 12, page: 3 });
    expect(readMeetingsState("?feed=x&topic=abc&page=0")).toEqual({ feed: "UPCOMING", topicId: null, page: 1 });
  });
  it("writes only what differs from the defaults", () => {
    expect(meetingsSearch({ feed: "UPCOMING", topicId: null, page: 1 })).toBe("");
    expect(meetingsSearch({ feed: "PAST", topicId: 4, page: 2 })).toBe("?feed=past&topic=4&page=2");
  });
});

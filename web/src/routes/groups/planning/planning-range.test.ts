import { describe, expect, it } from "vitest";
import { calendarEventOf, localInputValue, paddedRange } from "./planning-range.ts";

describe("planning range (spec 1 §9)", () => {
  it("pads the visible range by 7 days each side", () => {
    expect(paddedRange(new Date("2026-11-01T00:00:00Z"), new Date("2026-12-06T00:00:00Z"))).toEqual({ from: "2026-10-25T00:00:00.000Z", to: "2026-12-13T00:00:00.000Z" });
  });

  it("draws an always period 100 years each side, all day", () => {
    const drawn = calendarEventOf({ id: "a", start: null, end: null, always: true, expertName: "Dr B" }, new Date("2026-11-23T10:00:00Z"), "toujours");
    expect(drawn).toMatchObject({ allDay: true, title: "Dr B (toujours)" });
    expect(drawn.start.getFullYear()).toBe(1926);
    expect(drawn.end.getFullYear()).toBe(2126);
  });

  it("draws a dated period as is", () => {
    const drawn = calendarEventOf({ id: "b", start: "2026-11-20T08:00:00Z", end: "2026-11-21T08:00:00Z", always: false, expertName: "Dr C" }, new Date(), "toujours");
    expect(drawn).toMatchObject({ allDay: false, title: "Dr C" });
    expect(drawn.end.getTime() - drawn.start.getTime()).toBe(86_400_000);
  });

  it("writes a datetime-local value", () => expect(localInputValue(new Date(2026, 10, 3, 8, 5))).toBe("2026-11-03T08:05"));
});

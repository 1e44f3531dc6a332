import { describe, expect, it } from "vitest";
import { calendarDaySchema } from "./calendar-day-schema.ts";
import { isCalendarDay, parseCalendarDay, parseIsoDateTime } from "./dates.ts";

describe("calendar days", () => {
  it("takes real days, leap days of leap years and the ends of the supported years", () => {
    for (const day of ["2026-01-15", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "2026-04-30"]) expect(isCalendarDay(day), day).toBe(true);
    expect(parseCalendarDay("0099-03-01")?.toISOString()).toBe("0099-03-01T00:00:00.000Z");
  });

  it("refuses days that do not exist and every other spelling", () => {
    for (const day of ["2026-13-01", "2026-00-10", "2026-01-00", "2026-02-29", "1900-02-29", "2025-04-31", "0000-01-01", "2026-1-01", "99999-01-01", "2026-01-01T00:00:00Z", " 2026-01-01", "2026-01-01\n", "２０２６-01-01"]) {
      expect(isCalendarDay(day), day).toBe(false);
      expect(calendarDaySchema.safeParse(day).success, day).toBe(false);
    }
  });
});

describe("ISO 8601 instants", () => {
  it("reads Z and offsets, with or without seconds and fractions", () => {
    expect(parseIsoDateTime("2026-11-23T09:30:00.000Z")?.toISOString()).toBe("2026-11-23T09:30:00.000Z");
    expect(parseIsoDateTime("2026-11-23T09:30Z")?.toISOString()).toBe("2026-11-23T09:30:00.000Z");
    expect(parseIsoDateTime("2026-11-23T10:30:15.123456+01:00")?.toISOString()).toBe("2026-11-23T09:30:15.123Z");
    expect(parseIsoDateTime("2026-01-01T00:30:00-02:30")?.toISOString()).toBe("2026-01-01T03:00:00.000Z");
  });

  it("refuses impossible days and times, a missing zone and other layouts", () => {
    for (const text of ["2026-02-30T10:00:00Z", "2026-13-01T10:00:00Z", "2026-01-01T24:00:00Z", "2026-01-01T10:60:00Z", "2026-01-01T10:00:60Z", "2026-01-01T10:00:00", "2026-01-01 10:00:00Z", "2026-01-01", "2026-01-01T10:00:00+24:00", "+275760-09-13T00:00:00.001Z", "2026-01-01t10:00:00z", "now", ""]) {
      expect(parseIsoDateTime(text), text).toBeNull();
    }
  });
});

import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, formatDay } from "./dates.ts";

describe("formatDateTime", () => {
  it("follows the locale's conventions", () => {
    expect(formatDateTime("2026-10-29T19:52:59Z", "de", "Europe/Berlin")).toBe("29.10.2026, 20:52");
    expect(formatDateTime("2026-10-29T19:52:59Z", "fr", "Europe/Paris")).toMatch(/^29 oct\. 2026(,| à) 20:52$/);
    expect(formatDateTime("2026-10-29T19:52:59Z", "en", "UTC")).toMatch(/^Oct 29, 2026, 7:52\s?PM$/);
  });
  it("returns unparseable input unchanged", () => {
    expect(formatDateTime("not a date", "fr")).toBe("not a date");
  });
  it("keeps one formatter per language and time zone, never another's", () => {
    // Formatters are kept between calls: a second zone or language gets its own.
    const instant = "2026-10-29T23:30:00Z";
    expect(formatDateTime(instant, "de", "Europe/Berlin")).toBe("30.10.2026, 00:30");
    expect(formatDateTime(instant, "de", "America/New_York")).toBe("29.10.2026, 19:30");
    expect(formatDateTime(instant, "de", "Europe/Berlin")).toBe("30.10.2026, 00:30");
    expect(formatDay(instant, "de", "Europe/Berlin")).toBe("30.10.2026");
    expect(formatDay(instant, "de", "America/New_York")).toBe("29.10.2026");
    expect(formatDay(instant, "nl-BE", "Europe/Brussels")).toBe("30 okt 2026");
  });
});

describe("formatCalendarDate", () => {
  it("never shifts the day, whatever the time zone", () => {
    expect(formatCalendarDate("1945-02-19", "fr")).toBe("19 février 1945");
    expect(formatCalendarDate("1945-02-19", "de")).toBe("19. Februar 1945");
    expect(formatCalendarDate("1945-02-19", "nl-BE")).toBe("19 februari 1945");
  });
});

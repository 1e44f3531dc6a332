import { describe, expect, it } from "vitest";
import { parseCalendar } from "../../testing/parse-ical.ts";
import { calendarFeedText, MEETING_DURATION_MS, type CalendarFeedContent } from "./calendar-feed-ical.ts";

const now = new Date("2026-11-27T06:00:00Z");

function content(overrides: Partial<CalendarFeedContent> = {}): CalendarFeedContent {
  return {
    locale: "fr",
    publicUrl: "https://consilium.example.org",
    now,
    meetings: [{ id: 12, scheduledAt: new Date("2026-12-03T17:30:00Z"), topicLabel: "RCP oncologie digestive", label: "Séance de décembre", groupName: "Réseau onco Lyon" }],
    dutyPeriods: [
      { id: 40, start: new Date("2026-12-01T07:00:00Z"), end: new Date("2026-12-02T07:00:00Z"), groupName: "Cardiologie Nord", topicLabels: ["Rythmologie", "Insuffisance cardiaque"] },
      { id: 41, start: new Date("2026-12-05T07:00:00Z"), end: new Date("2026-12-06T07:00:00Z"), groupName: "Cardiologie Nord", topicLabels: null },
    ],
    ...overrides,
  };
}

describe("calendarFeedText (issue 23 item 4)", () => {
  it("writes a VCALENDAR a real parser reads, with the member's meeting and duty periods", () => {
    const calendar = parseCalendar(calendarFeedText(content()));
    expect(calendar.name).toBe("Consilium — réunions et gardes");
    expect(calendar.events.map((event) => event.uid)).toEqual(["meeting-12@consilium.example.org", "planning-event-40@consilium.example.org", "planning-event-41@consilium.example.org"]);

    const meeting = calendar.events[0];
    expect(meeting?.summary).toBe("RCP oncologie digestive — Séance de décembre");
    expect(meeting?.start).toEqual(new Date("2026-12-03T17:30:00Z"));
    expect(meeting?.end).toEqual(new Date(new Date("2026-12-03T17:30:00Z").getTime() + MEETING_DURATION_MS));
    expect(meeting?.location).toBe("Réseau onco Lyon");
    expect(meeting?.url).toBe("https://consilium.example.org/meeting/12/join");
    expect(meeting?.description).toContain("Groupe : Réseau onco Lyon");
    expect(meeting?.stamp).toEqual(now);

    const duty = calendar.events[1];
    expect(duty?.summary).toBe("Garde — Cardiologie Nord");
    expect(duty?.start).toEqual(new Date("2026-12-01T07:00:00Z"));
    expect(duty?.end).toEqual(new Date("2026-12-02T07:00:00Z"));
    expect(duty?.categories).toEqual(["Rythmologie", "Insuffisance cardiaque"]);
    expect(duty?.description).toContain("Catégories : Rythmologie, Insuffisance cardiaque");
    expect(duty?.transparency).toBe("TRANSPARENT");
    expect(calendar.events[2]?.description).toContain("Toutes les catégories");
  });

  it("writes times in UTC and UIDs that do not change from one fetch to the next", () => {
    const text = calendarFeedText(content());
    expect(text).toContain("DTSTART:20261203T173000Z");
    const later = calendarFeedText(content({ now: new Date("2026-11-28T06:00:00Z") }));
    expect(parseCalendar(later).events.map((event) => event.uid)).toEqual(parseCalendar(text).events.map((event) => event.uid));
  });

  it("lists an \"always\" period in the calendar's description, not as an event", () => {
    const calendar = parseCalendar(calendarFeedText(content({ meetings: [], dutyPeriods: [{ id: 9, start: null, end: null, groupName: "Neurologie Gent", topicLabels: null }], locale: "nl-BE" })));
    expect(calendar.events).toEqual([]);
    expect(calendar.description).toContain("Permanente wachtdienst — Neurologie Gent (Alle categorieën)");
  });

  it("a meeting without a name is its category; no external link nor anything else in the text", () => {
    const text = calendarFeedText(content({ locale: "de", dutyPeriods: [], meetings: [{ id: 3, scheduledAt: new Date("2026-12-10T12:00:00Z"), topicLabel: "Tumorkonferenz", label: null, groupName: "Onkologie Köln" }] }));
    const [meeting] = parseCalendar(text).events;
    expect(meeting?.summary).toBe("Tumorkonferenz");
    expect(meeting?.description).toBe("Gruppe: Onkologie Köln\nTeilnehmen: https://consilium.example.org/meeting/3/join");
  });

  it("a hostile group name (line break, property text) stays text in every field", () => {
    const groupName = "Neuro\nEND:VCALENDAR;x,y";
    const calendar = parseCalendar(
      calendarFeedText(content({ meetings: [{ id: 1, scheduledAt: now, topicLabel: "RCP", label: null, groupName }], dutyPeriods: [{ id: 2, start: null, end: null, groupName, topicLabels: null }] })),
    );
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]?.location).toBe(groupName);
    expect(calendar.description).toContain(`Garde permanente — ${groupName} (Toutes les catégories)`);
  });

  it("an empty feed is still a valid calendar", () => {
    expect(parseCalendar(calendarFeedText(content({ meetings: [], dutyPeriods: [] }))).events).toEqual([]);
  });
});

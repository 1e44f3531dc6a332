// Spec 1 §9: the calendar asks for the visible range padded by 7 days on each side, and draws an
// "always" period (no start, no end) as an all-day event 100 years each side of today.

const DAY_MS = 86_400_000;
export const RANGE_PADDING_DAYS = 7;
export const ALWAYS_SPAN_YEARS = 100;

/** The range to fetch for a visible range [start, end). */
export function paddedRange(start: Date, end: Date): { from: string; to: string } {
  return {
    from: new Date(start.getTime() - RANGE_PADDING_DAYS * DAY_MS).toISOString(),
    to: new Date(end.getTime() + RANGE_PADDING_DAYS * DAY_MS).toISOString(),
  };
}

export type PlanningEventData = {
  id: string;
  start: string | null;
  end: string | null;
  always: boolean;
  expertName: string;
};

export type CalendarEvent = { id: string; title: string; start: Date; end: Date; allDay: boolean };

/** A period as the calendar draws it; an always period spans 100 years each side of `today`. */
export function calendarEventOf(event: PlanningEventData, today: Date, alwaysLabel: string): CalendarEvent {
  if (event.always || event.start === null || event.end === null) {
    const start = new Date(today);
    start.setFullYear(start.getFullYear() - ALWAYS_SPAN_YEARS);
    const end = new Date(today);
    end.setFullYear(end.getFullYear() + ALWAYS_SPAN_YEARS);
    return { id: event.id, title: `${event.expertName} (${alwaysLabel})`, start, end, allDay: true };
  }
  return { id: event.id, title: event.expertName, start: new Date(event.start), end: new Date(event.end), allDay: false };
}

/** The value of a datetime-local input, in the browser's zone. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

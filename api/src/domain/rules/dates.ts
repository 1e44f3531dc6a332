// The one reading of dates a caller sends, for GraphQL's Date and DateTime scalars, the zod
// schemas and REST alike. Strict: `new Date()` alone takes "2026-13-01T00:00:00Z" as an Invalid
// Date and rolls "2026-02-30" over to March 2, and either way the call failed far from the input.
// Years 0001 to 9999 only: PostgreSQL has no year 0, and a five-digit year is no one's input.

/** YYYY-MM-DD, not yet checked to be a real day. */
export const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  // setUTCFullYear: Date.UTC reads years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** Midnight UTC of a "YYYY-MM-DD" that is a real calendar day (2026-02-29 is not), else null. */
export function parseCalendarDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = utcDate(year, month, day);
  // A day past the month's end rolls over into the next month.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function isCalendarDay(text: string): boolean {
  return parseCalendarDay(text) !== null;
}

/**
 * An instant written in ISO 8601's extended form with a zone (RFC 3339): 2026-11-23T09:30Z,
 * 2026-11-23T09:30:00.000Z, 2026-11-23T10:30:00+01:00. Else null: no zone (whose zone would it be?),
 * no 24:00, no leap second, no hour, minute or offset out of range.
 */
export function parseIsoDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const day = parseCalendarDay(match[1] ?? "");
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  const [offsetHours, offsetMinutes] = [Number(match[7] ?? 0), Number(match[8] ?? 0)];
  if (!day || hours > 23 || minutes > 59 || seconds > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  const milliseconds = Number((match[5] ?? "").padEnd(3, "0").slice(0, 3));
  const offset = (match[6] === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return new Date(day.getTime() + ((hours * 60 + minutes - offset) * 60 + seconds) * 1000 + milliseconds);
}

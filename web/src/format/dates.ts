type DateFormat = "dateTime" | "calendarDate" | "day";

const OPTIONS: Record<DateFormat, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  calendarDate: { dateStyle: "long", timeZone: "UTC" },
  day: { dateStyle: "medium" },
};

/**
 * One formatter per format, language and time zone: building one costs some 60 µs (its ICU
 * patterns), formatting with it about 1, and a list or a thread formats a date on every row
 * (issue 18). The keys are few (five languages, the viewer's zone), so the cache stays small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(format: DateFormat, locale: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${format}|${locale}|${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, timeZone ? { ...OPTIONS[format], timeZone } : OPTIONS[format]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "29 oct. 2026, 20:52" / "29.10.2026, 20:52": an instant, in the user's language and time zone. */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatterOf("dateTime", locale, timeZone).format(date);
}

/**
 * A calendar date ("1945-02-19") such as a birth date. It is not an instant: formatting it in
 * UTC keeps it from moving to the previous day west of Greenwich.
 */
export function formatCalendarDate(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatterOf("calendarDate", locale).format(date);
}

/** "29 oct. 2026" / "29.10.2026": the day of an instant, in the user's language and time zone. */
export function formatDay(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatterOf("day", locale, timeZone).format(date);
}

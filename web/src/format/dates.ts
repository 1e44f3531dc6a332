/** "29 oct. 2026, 20:52" / "29.10.2026, 20:52": an instant, in the user's language and time zone. */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/**
 * A calendar date ("1945-02-19") such as a birth date. It is not an instant: formatting it in
 * UTC keeps it from moving to the previous day west of Greenwich.
 */
export function formatCalendarDate(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** "29 oct. 2026" / "29.10.2026": the day of an instant, in the user's language and time zone. */
export function formatDay(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(date);
}

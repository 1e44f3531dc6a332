/** A month ("2026-01") as the locale names it, capitalised for a table's first column ("Janvier", "January"). */
export function monthName(month: string, locale: string, width: "long" | "short" | "narrow"): string {
  const [year, index] = month.split("-").map(Number);
  const name = new Intl.DateTimeFormat(locale, { month: width, timeZone: "UTC" }).format(new Date(Date.UTC(year ?? 2000, (index ?? 1) - 1, 15)));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

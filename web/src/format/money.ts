/** Euro cents as the locale writes an amount in euros (12,24 € in French, 12,24 € in German, €12.24 in English). */
export function formatEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** Whole euros (a chart's axis: "50 €", "€50"). */
export function formatWholeEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(Math.round(cents / 100));
}

// Spec 2 §5: sizes show in o, ko, Mo, Go. French writes "octet" units; German, English and
// Dutch readers know B, KB, MB, GB, so the unit follows the locale's language rather than a
// catalogue entry (a translator would only ever copy these). A kilo is 1024, as the upload
// limit's MB is 1,048,576 bytes (spec 2 §9): "50 Mo" in the limit and in a list mean the same.

const UNITS = { fr: ["o", "ko", "Mo", "Go"], other: ["B", "KB", "MB", "GB"] } as const;

export function formatFileSize(bytes: number, locale: string): string {
  const units = locale.toLowerCase().startsWith("fr") ? UNITS.fr : UNITS.other;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number}\u00a0${units[unit]}`;
}

export const MEGABYTE = 1_048_576;

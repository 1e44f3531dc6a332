export const LOCALES = ["fr", "fr-BE", "de", "en", "nl-BE"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Best supported locale for an Accept-Language header (or a bare tag), else fr. */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(",")
    .map((part) => {
      const [tag = "", q] = part.trim().split(";q=");
      return { tag: tag.trim(), q: q ? Number(q) : 1 };
    })
    .filter((t) => t.tag && Number.isFinite(t.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split("-")[0]?.toLowerCase();
    if (base === "nl") return "nl-BE";
    const byBase = LOCALES.find((l) => l === base);
    if (byBase) return byBase;
  }
  return DEFAULT_LOCALE;
}

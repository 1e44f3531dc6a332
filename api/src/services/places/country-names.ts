import type { PlaceCountry } from "../../domain/ports.ts";

const COUNTRY_NAMES: Record<string, Record<PlaceCountry, string>> = {
  fr: { FR: "France", BE: "Belgique", DE: "Allemagne" },
  "fr-BE": { FR: "France", BE: "Belgique", DE: "Allemagne" },
  de: { FR: "Frankreich", BE: "Belgien", DE: "Deutschland" },
  en: { FR: "France", BE: "Belgium", DE: "Germany" },
  "nl-BE": { FR: "Frankrijk", BE: "België", DE: "Duitsland" },
};

/** The country's name in the viewer's language (French when the locale is unknown). */
export function countryName(country: PlaceCountry, locale: string): string {
  return (COUNTRY_NAMES[locale] ?? COUNTRY_NAMES.fr ?? {})[country] ?? country;
}

import type { Bounds } from "../../domain/rules/map-bounds.ts";

// The places port (domain/directory/places.ts), restated structurally: services import no domain
// module but the ports and rules; app.ts checks that each provider fits the port where it plugs it in.
export type PlaceCountry = "FR" | "BE" | "DE";
export type PlaceKind = "city" | "town" | "address";
export type ProviderPlace = {
  id: string;
  label: string;
  name: string;
  postalCode: string | null;
  country: PlaceCountry;
  kind: PlaceKind;
  lat: number;
  lng: number;
  bounds: Bounds;
};
export type ProviderSearch = { query: string; locale: string; limit: number; near?: { lat: number; lng: number } };
export type ProviderOfPlaces = {
  autocomplete(search: ProviderSearch): Promise<ProviderPlace[]>;
  details(placeId: string, locale: string): Promise<ProviderPlace | null>;
};

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

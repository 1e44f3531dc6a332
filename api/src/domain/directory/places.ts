import { z } from "zod";
import type { Locale } from "../i18n/locales.ts";
import type { PlacesProvider, Place } from "../ports.ts";

export type { Place, PlaceCountry, PlaceSearch, PlacesProvider } from "../ports.ts";

export const PLACES_MAX_RESULTS = 10;

export const placesAutocompleteInput = z.object({
  query: z.string().trim().max(200),
  limit: z.number().int().min(1).max(PLACES_MAX_RESULTS).default(PLACES_MAX_RESULTS),
  near: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
});

export const placeIdSchema = z.string().trim().min(1).max(200);

/** Places whose name or postcode begins with the query (every word; accents and case ignored). */
export async function autocompletePlaces(provider: PlacesProvider, locale: Locale, raw: z.input<typeof placesAutocompleteInput>): Promise<Place[]> {
  const input = placesAutocompleteInput.parse(raw);
  if (!input.query) return [];
  return provider.autocomplete({ query: input.query, locale, limit: input.limit, near: input.near });
}

import { z } from "zod";
import type { Locale } from "../i18n/locales.ts";
import type { Bounds, LatLng } from "../rules/map-bounds.ts";

export type PlaceCountry = "FR" | "BE" | "DE";

/** A town or a postcode area found by the places provider. */
export type Place = {
  /** Stable for one provider: passed back to `details`. */
  id: string;
  /** "Lyon (69001), France": what the list shows and details' formatted_address. */
  label: string;
  name: string;
  postalCode: string | null;
  country: PlaceCountry;
  kind: "city" | "town" | "address";
  lat: number;
  lng: number;
  /** The view to show for it: small places padded to about 20 km (spec 1 §9). */
  bounds: Bounds;
};

export type PlaceSearch = { query: string; locale: Locale; limit: number; near?: LatLng };

/**
 * Where places come from (spec 2 §7 "places autocomplete" and "places details"). The default is
 * the built-in gazetteer (api/src/services/places/), which needs no network; a hosted geocoder
 * is another implementation of this port, chosen by configuration.
 */
export type PlacesProvider = {
  autocomplete(search: PlaceSearch): Promise<Place[]>;
  details(placeId: string, locale: Locale): Promise<Place | null>;
};

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

import { z } from "zod";
import { boundsAround, SMALL_PLACE_RADIUS_M, MAP_DEFAULT_RADIUS_M, type Bounds } from "../../domain/rules/map-bounds.ts";
import type { Place, PlaceCountry, PlaceSearch, PlacesProvider } from "../../domain/ports.ts";
import { countryName } from "./country-names.ts";

type PlaceKind = Place["kind"];
type Locale = PlaceSearch["locale"];

// A hosted geocoder speaking the Nominatim API (OpenStreetMap's own, self-hosted or from a vendor
// offering the same calls). Places of France, Belgium and Germany only, in the viewer's language.
// Whatever goes wrong with it (down, slow, an answer we cannot read) the directory keeps working:
// the built-in gazetteer answers instead, and ids of either kind are understood by `details`.

export type NominatimOptions = {
  /** The service's base URL; its own query parameters (a vendor's key) are kept on every call. */
  url: string;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent: string;
  /** Answers when the service fails, and owns the ids that are not this provider's. */
  fallback: PlacesProvider;
  fetchImpl?: typeof fetch;
  /** A place list is typed as the user waits: a slow answer is worse than the gazetteer's. */
  timeoutMs?: number;
  cacheSize?: number;
  cacheTtlMs?: number;
  now?: () => number;
};

const ID_PREFIX = "nm-";
const MAX_ANSWER_BYTES = 512 * 1024;
const COUNTRIES: Record<string, PlaceCountry> = { fr: "FR", be: "BE", de: "DE" };
const CITY_TYPES = new Set(["city"]);
const TOWN_TYPES = new Set(["town", "village", "municipality", "hamlet", "suburb", "city_district", "borough", "quarter", "neighbourhood", "postcode", "isolated_dwelling"]);

const coordinate = z.union([z.string(), z.number()]).transform((v) => Number(v)).pipe(z.number().finite());
const nominatimPlace = z.object({
  osm_type: z.enum(["node", "way", "relation"]),
  osm_id: z.union([z.number().int(), z.string().regex(/^\d{1,20}$/)]),
  lat: coordinate,
  lon: coordinate,
  name: z.string().max(500).optional().nullable(),
  display_name: z.string().max(2000).optional(),
  addresstype: z.string().max(100).optional(),
  type: z.string().max(100).optional(),
  boundingbox: z.array(coordinate).length(4).optional(),
  address: z.record(z.string(), z.string().max(500)).optional(),
});
type NominatimPlace = z.infer<typeof nominatimPlace>;
const nominatimAnswer = z.array(z.unknown()).max(100);

/** Nominatim's language codes: the Belgian locales read places in French or Dutch. */
function acceptLanguage(locale: string): string {
  return locale.split("-")[0] ?? "fr";
}

function kindOf(place: NominatimPlace): PlaceKind {
  const type = place.addresstype ?? place.type ?? "";
  if (CITY_TYPES.has(type)) return "city";
  if (TOWN_TYPES.has(type)) return "town";
  return "address";
}

/** The provider's box, never smaller than the ~20 km shown around a small place (spec 1 §9). */
function viewOf(place: NominatimPlace, lat: number, lng: number): Bounds {
  const padded = boundsAround({ lat, lng }, SMALL_PLACE_RADIUS_M);
  if (!place.boundingbox) return padded;
  const [south = lat, north = lat, west = lng, east = lng] = place.boundingbox;
  return [Math.min(west, padded[0]), Math.min(south, padded[1]), Math.max(east, padded[2]), Math.max(north, padded[3])];
}

function toPlace(place: NominatimPlace, locale: string): Place | null {
  const address = place.address ?? {};
  const country = COUNTRIES[(address.country_code ?? "").toLowerCase()];
  if (!country) return null;
  const kind = kindOf(place);
  const town = address.city ?? address.town ?? address.village ?? address.municipality ?? address.hamlet ?? null;
  const name = (kind === "address" ? null : place.name || town) ?? place.name ?? town ?? place.display_name?.split(",")[0]?.trim() ?? "";
  if (!name) return null;
  const postalCode = address.postcode?.split(/[;,]/)[0]?.trim() || null;
  const street = [address.house_number, address.road].filter(Boolean).join(" ");
  const label =
    kind === "address"
      ? [street || name, [postalCode, town].filter(Boolean).join(" "), countryName(country, locale)].filter(Boolean).join(", ")
      : `${name}${postalCode ? ` (${postalCode})` : ""}, ${countryName(country, locale)}`;
  const osmId = String(place.osm_id);
  return {
    id: `${ID_PREFIX}${place.osm_type.charAt(0).toUpperCase()}${osmId}`,
    label,
    name,
    postalCode,
    country,
    kind,
    lat: place.lat,
    lng: place.lon,
    bounds: viewOf(place, place.lat, place.lon),
  };
}

/** The answer's text, refused past a size limit while it streams (a broken proxy must not fill memory). */
async function cappedText(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new Error("places provider answer too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function endpoint(base: URL, name: "search" | "lookup", params: Record<string, string>): URL {
  const url = new URL(base.href);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${name}`;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

type Cached = { at: number; places: Place[] };

export function createNominatim(options: NominatimOptions): PlacesProvider {
  const base = new URL(options.url);
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 2_500;
  const cacheSize = options.cacheSize ?? 1_000;
  const cacheTtlMs = options.cacheTtlMs ?? 60 * 60_000;
  const now = options.now ?? Date.now;
  // Typing "Lyo", "Lyon", then again "Lyo" asks the same things: the service's fair-use rules
  // (and its latency) make a small cache worth it. A Map keeps insertion order: oldest first.
  const cache = new Map<string, Cached>();
  let warnedAt = 0;

  const warn = (error: unknown) => {
    // One line a minute at most: a service that is down must not flood the log.
    if (now() - warnedAt < 60_000) return;
    warnedAt = now();
    console.warn(`[places] ${base.host} failed, the built-in gazetteer answers:`, error instanceof Error ? error.message : error);
  };

  async function ask(url: URL, locale: string): Promise<Place[]> {
    const key = url.href;
    const hit = cache.get(key);
    if (hit && now() - hit.at < cacheTtlMs) {
      cache.delete(key);
      cache.set(key, hit);
      return hit.places;
    }
    const response = await fetchImpl(url, { headers: { "user-agent": options.userAgent, accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`answered ${response.status}`);
    }
    const rows = nominatimAnswer.parse(JSON.parse(await cappedText(response)));
    const places: Place[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      const parsed = nominatimPlace.safeParse(row);
      const place = parsed.success ? toPlace(parsed.data, locale) : null;
      if (place && !seen.has(place.id)) {
        seen.add(place.id);
        places.push(place);
      }
    }
    cache.set(key, { at: now(), places });
    while (cache.size > cacheSize) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return places;
  }

  return {
    async autocomplete(search: PlaceSearch) {
      const params: Record<string, string> = {
        q: search.query,
        format: "jsonv2",
        addressdetails: "1",
        limit: String(search.limit),
        countrycodes: "fr,be,de",
        "accept-language": acceptLanguage(search.locale),
      };
      if (search.near) {
        // A preference, not a filter: a town typed in full is found wherever it is.
        params.viewbox = boundsAround(search.near, MAP_DEFAULT_RADIUS_M).join(",");
        params.bounded = "0";
      }
      try {
        return (await ask(endpoint(base, "search", params), search.locale)).slice(0, search.limit);
      } catch (error) {
        warn(error);
        return options.fallback.autocomplete(search);
      }
    },
    async details(placeId: string, locale: Locale) {
      const match = /^nm-([NWR])(\d{1,20})$/.exec(placeId);
      if (!match) return options.fallback.details(placeId, locale);
      try {
        const [place] = await ask(endpoint(base, "lookup", { osm_ids: `${match[1]}${match[2]}`, format: "jsonv2", addressdetails: "1", "accept-language": acceptLanguage(locale) }), locale);
        return place ?? null;
      } catch (error) {
        warn(error);
        return null;
      }
    },
  };
}

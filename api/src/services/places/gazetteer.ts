import { boundsAround, SMALL_PLACE_RADIUS_M } from "../../domain/rules/map-bounds.ts";
import { searchWords, toSearchText } from "../../domain/rules/search-text.ts";
import { BE_TOWNS, DE_TOWNS } from "./gazetteer-be-de.ts";
import { FR_TOWNS } from "./gazetteer-fr.ts";
import type { GazetteerRow } from "./gazetteer-row.ts";
import type { Place, PlaceCountry, PlaceSearch, PlacesProvider } from "../../domain/ports.ts";
import { countryName } from "./country-names.ts";

type Locale = string;

/** A city's view reaches further than a town's: its suburbs hold most of its practices. */
const CITY_RADIUS_M = 15_000;

type Entry = { id: string; row: GazetteerRow; country: PlaceCountry; words: string[] };

function entries(): Entry[] {
  const all: Entry[] = [];
  const add = (country: PlaceCountry, rows: readonly GazetteerRow[]) => {
    for (const row of rows) {
      const name = toSearchText(row[0]);
      all.push({ id: `gz-${country}-${row[1]}-${name.replace(/ /g, "-")}`, row, country, words: [...name.split(" "), row[1]] });
    }
  };
  add("FR", FR_TOWNS);
  add("BE", BE_TOWNS);
  add("DE", DE_TOWNS);
  return all;
}

function toPlace(entry: Entry, locale: Locale): Place {
  const [name, postalCode, lat, lng, kind] = entry.row;
  return {
    id: entry.id,
    label: `${name} (${postalCode}), ${countryName(entry.country, locale)}`,
    name,
    postalCode,
    country: entry.country,
    kind,
    lat,
    lng,
    bounds: boundsAround({ lat, lng }, kind === "city" ? CITY_RADIUS_M : SMALL_PLACE_RADIUS_M),
  };
}

/** Every query word begins a word of the name or the postcode. */
function matches(entry: Entry, words: string[]): boolean {
  return words.every((word) => entry.words.some((candidate) => candidate.startsWith(word)));
}

function squaredDistance(entry: Entry, near: { lat: number; lng: number }): number {
  return (entry.row[2] - near.lat) ** 2 + (entry.row[3] - near.lng) ** 2;
}

/**
 * The built-in gazetteer of French, Belgian and German towns and postcodes (real coordinates):
 * the default places provider, which works with no network. Ranking: a name equal to the query,
 * then cities before towns, then nearest to `near` when given, then by name.
 */
export function createGazetteer(): PlacesProvider {
  const all = entries();
  const byId = new Map(all.map((entry) => [entry.id, entry]));
  return {
    async autocomplete(search: PlaceSearch): Promise<Place[]> {
      const words = searchWords(search.query);
      if (!words.length) return [];
      const whole = words.join(" ");
      const found = all.filter((entry) => matches(entry, words));
      const rank = (entry: Entry) => (toSearchText(entry.row[0]) === whole ? 0 : entry.row[4] === "city" ? 1 : 2);
      found.sort(
        (a, b) =>
          rank(a) - rank(b) ||
          (search.near ? squaredDistance(a, search.near) - squaredDistance(b, search.near) : 0) ||
          a.row[0].localeCompare(b.row[0], "fr"),
      );
      return found.slice(0, search.limit).map((entry) => toPlace(entry, search.locale));
    },
    async details(placeId: string, locale: Locale): Promise<Place | null> {
      const entry = byId.get(placeId);
      return entry ? toPlace(entry, locale) : null;
    },
  };
}

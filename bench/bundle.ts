import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { queryModulesOf, WEB_ROUTE_CHUNKS } from "../api/src/http/web-route-chunks.ts";
import { collect, type Manifest } from "../api/src/http/route-preloads.ts";

// npm run bench:bundle (after `npm run build`)
// Prints, per route, the JavaScript a first visit downloads: the entry and its static imports,
// the lazily loaded modules of the route's matched screens with their static imports, and the
// language catalogues it shows (each in its largest language, so the figure holds for all five).
// Widgets a screen loads once it has rendered (the map, the PDF viewer, the WebSocket client) are
// not counted: they do not delay its first paint. Exits non-zero when a route is over its budget
// (issue 18: the login steps 150 KB gzipped, any other screen 250 KB).

const DIST = path.resolve(process.env.WEB_DIST ?? "web/dist");
const KB = 1024;
const LOGIN_BUDGET = 150 * KB;
const SCREEN_BUDGET = 250 * KB;


const manifest = JSON.parse(readFileSync(path.join(DIST, ".vite", "manifest.json"), "utf8")) as Manifest;

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(DIST, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function withStaticImports(key: string, files: Set<string>): void {
  if (!collect(manifest, key, files)) throw new Error(`${key} is not a chunk of the build: was it renamed? Update api/src/http/web-route-chunks.ts.`);
}

const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
const [entry] = entries as [string];

/** The largest of the five languages' chunks of a catalogue, so that the figure holds for every language. */
function largestCatalogue(name: string): string {
  const keys = Object.keys(manifest).filter((key) => key.endsWith(`/${name}.po`) && key.includes("/locales/"));
  if (!keys.length) throw new Error(`no ${name} catalogue in the manifest`);
  const gzipOf = (key: string) => sizeOf(manifest[key]?.file ?? "").gzip;
  return keys.reduce((largest, next) => (gzipOf(next) > gzipOf(largest) ? next : largest));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
// The loaders' query modules are named in the page the server sends (api/src/http/route-preloads.ts):
// one the build no longer has would silently lose its hint.
for (const route of WEB_ROUTE_CHUNKS) {
  for (const key of queryModulesOf(route)) if (!manifest[key]) throw new Error(`${key} (${route.route}) is not a chunk of the build: was it renamed? Update api/src/http/web-route-chunks.ts.`);
}

const rows = WEB_ROUTE_CHUNKS.map(({ route, lazy, catalogues, budget: kind }) => {
  const budget = kind === "login" ? LOGIN_BUDGET : SCREEN_BUDGET;
  const files = new Set<string>();
  withStaticImports(entry, files);
  for (const key of lazy) withStaticImports(key, files);
  for (const name of catalogues) withStaticImports(largestCatalogue(name), files);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    if (!file.endsWith(".js")) continue;
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { route, files: [...files].filter((file) => file.endsWith(".js")).length, raw, gzip, budget };
});

console.log(`JavaScript of a first load per route (${path.relative(process.cwd(), DIST) || "."}; each catalogue in its largest language)\n`);
const widths = [32, 6, 11, 11, 11, 5];
const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join("  ");
console.log(line(["route", "files", "raw", "gzip", "budget", ""]));
for (const row of rows) console.log(line([row.route, String(row.files), kb(row.raw), kb(row.gzip), kb(row.budget), row.gzip > row.budget ? "OVER" : "ok"]));

const over = rows.filter((row) => row.gzip > row.budget);
if (over.length) {
  console.error(`\n${over.length} of ${rows.length} routes over their gzipped budget: ${over.map((row) => `${row.route} ${kb(row.gzip)} > ${kb(row.budget)}`).join("; ")}`);
  process.exit(1);
}
console.log(`\nEvery route is within its gzipped budget (login ${kb(LOGIN_BUDGET)}, other screens ${kb(SCREEN_BUDGET)})`);

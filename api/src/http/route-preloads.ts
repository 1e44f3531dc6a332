import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { queryModulesOf, SESSION_LAYOUTS, WEB_ROUTE_CHUNKS, type WebRouteChunks } from "./web-route-chunks.ts";

/** What Vite's manifest (web/dist/.vite/manifest.json) says of a chunk. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * A chunk's file, its static imports' files and their style sheets, depth first, each once: what
 * the browser fetches before running it (also bench/bundle.ts's count of a route's first load).
 * False when the build has no such chunk.
 */
export function collect(manifest: Manifest, key: string, scripts: Set<string>, styles: Set<string> = new Set()): boolean {
  const chunk = manifest[key];
  if (!chunk) return false;
  if (scripts.has(chunk.file)) return true;
  scripts.add(chunk.file);
  for (const sheet of chunk.css ?? []) styles.add(sheet);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, scripts, styles);
  return true;
}

/**
 * The <link> tags that start a route's chunks with the page (issue 18): the browser otherwise
 * asks for them only once the entry has run, after React's chunk is parsed, and a cold load of
 * "My requests" waited some 200 ms for that. The entry's own chunks are already in index.html.
 * Scripts are module preloads (fetched and parsed, run when the router imports them); style
 * sheets are preloads only, which the import then applies, so none blocks the first paint.
 * `crossorigin` as Vite's own tags: a preload is used only when its mode matches the import's.
 */
export function preloadLinksOf(manifest: Manifest, route: WebRouteChunks): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>();
  if (entry) collect(manifest, entry, loaded, new Set());
  const scripts = new Set<string>();
  const styles = new Set<string>();
  // The query's modules first: the screen's data goes out as soon as they and the entry have run.
  for (const key of [...queryModulesOf(route), ...route.lazy]) collect(manifest, key, scripts, styles);
  const tags = [
    ...[...scripts].filter((file) => !loaded.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  return tags.join("");
}

/** The route an address opens, when the server should name its chunks: a screen behind the login only to a caller with a session. */
export function preloadedRouteOf(pathname: string, signedIn: boolean): WebRouteChunks | null {
  const route = WEB_ROUTE_CHUNKS.find((candidate) => candidate.pattern.test(pathname));
  if (!route) return null;
  return signedIn || !route.lazy.some((key) => SESSION_LAYOUTS.includes(key)) ? route : null;
}

type Loaded = { mtimeMs: number; manifest: Manifest | null; links: Map<WebRouteChunks, string> };
const loadedManifests = new Map<string, Loaded>();

/** The build's manifest, read again only when a new build wrote it; null when there is none. */
async function manifestOf(root: string): Promise<Loaded | null> {
  const file = path.join(root, ".vite", "manifest.json");
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  const known = loadedManifests.get(root);
  if (known?.mtimeMs === mtimeMs) return known;
  let manifest: Manifest | null;
  try {
    manifest = JSON.parse(await readFile(file, "utf8")) as Manifest;
  } catch {
    // Being rewritten by a build: no hints this time.
    manifest = null;
  }
  const loaded = { mtimeMs, manifest, links: new Map<WebRouteChunks, string>() };
  if (manifest) loadedManifests.set(root, loaded);
  return loaded;
}

/** The preload tags for the page of `pathname`, or null when it has none. */
export async function routePreloadLinks(root: string, pathname: string, signedIn: boolean): Promise<string | null> {
  const route = preloadedRouteOf(pathname, signedIn);
  if (!route) return null;
  const loaded = await manifestOf(root);
  if (!loaded?.manifest) return null;
  let links = loaded.links.get(route);
  if (links === undefined) loaded.links.set(route, (links = preloadLinksOf(loaded.manifest, route)));
  return links || null;
}

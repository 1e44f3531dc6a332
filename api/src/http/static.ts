import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { routePreloadLinks } from "./route-preloads.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
};

/** Text formats: the build writes a brotli (.br) and a gzip (.gz) copy beside each of them. */
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".webmanifest", ".wasm", ".txt"]);

export type ContentEncoding = "br" | "gzip";

const SUFFIX: Record<ContentEncoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The encodings an Accept-Encoding header allows, best first: the highest quality, brotli before
 * gzip at equal quality (smaller). `q=0` refuses one; `*` stands for those not named.
 */
export function acceptedEncodings(header: string | null): ContentEncoding[] {
  const quality = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  const wildcard = quality.get("*") ?? 0;
  const candidates: ContentEncoding[] = ["br", "gzip"];
  return candidates
    .map((encoding) => ({ encoding, q: quality.get(encoding) ?? (encoding === "gzip" ? (quality.get("x-gzip") ?? wildcard) : wildcard) }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ encoding }) => encoding);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

type FileAnswer = { bytes: Buffer<ArrayBuffer>; encoding: ContentEncoding | null };

/**
 * The fingerprinted files already served, kept in memory by file and accepted encodings: their
 * names change with their content, so a copy never goes stale. A cold page load asks for some
 * sixty of them at once over six connections, and each one's two stats and read held the single
 * thread: sixty chunks took 71-84 ms from disk, 61-67 ms from memory (issue 18, a scratch fetch
 * loop on an idle machine). Bounded, and filled only by what is asked: an idle server holds none.
 */
const ASSET_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const assetCache = new Map<string, FileAnswer>();
let assetCacheBytes = 0;

/** The file's precompressed copy in the first accepted encoding that has one, else the file itself. */
async function readAnswer(file: string, encodings: readonly ContentEncoding[]): Promise<FileAnswer | null> {
  if (!(await isFile(file))) return null;
  if (COMPRESSIBLE.has(path.extname(file))) {
    for (const encoding of encodings) {
      const compressed = file + SUFFIX[encoding];
      if (await isFile(compressed)) return { bytes: await readFile(compressed), encoding };
    }
  }
  return { bytes: await readFile(file), encoding: null };
}

async function fileResponse(file: string, immutable: boolean, encodings: readonly ContentEncoding[]): Promise<Response | null> {
  const key = `${file}\0${encodings.join(",")}`;
  const cached = immutable ? assetCache.get(key) : undefined;
  const answer = cached ?? (await readAnswer(file, encodings));
  if (!answer) return null;
  if (immutable && !cached && assetCacheBytes + answer.bytes.byteLength <= ASSET_CACHE_MAX_BYTES) {
    assetCache.set(key, answer);
    assetCacheBytes += answer.bytes.byteLength;
  }
  const extension = path.extname(file);
  const headers: Record<string, string> = {
    "content-type": types[extension] ?? "application/octet-stream",
    // Vite fingerprints everything under assets/; index.html must always be revalidated.
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
  };
  // The same address answers differently by Accept-Encoding: caches must key on it.
  if (COMPRESSIBLE.has(extension)) headers["vary"] = "accept-encoding";
  if (answer.encoding) headers["content-encoding"] = answer.encoding;
  return new Response(answer.bytes, { headers });
}

const HINTED_PAGES_MAX = 64;
const hintedPages = new Map<string, Buffer<ArrayBuffer>>();

/**
 * index.html with a route's preload tags (route-preloads.ts), compressed for the caller: kept per
 * build of index.html, route and encoding, so that a navigation costs a stat, as the plain page.
 */
async function hintedIndexResponse(root: string, links: string, encodings: readonly ContentEncoding[]): Promise<Response | null> {
  const file = path.join(root, "index.html");
  const { mtimeMs } = await stat(file);
  const encoding = encodings[0] ?? null;
  const key = `${root}\0${mtimeMs}\0${encoding}\0${links}`;
  let bytes = hintedPages.get(key);
  if (!bytes) {
    const html = await readFile(file, "utf8");
    if (!html.includes("</head>")) return null;
    const page = Buffer.from(html.replace("</head>", `${links}\n  </head>`));
    bytes = encoding === "br" ? brotliCompressSync(page) : encoding === "gzip" ? gzipSync(page) : page;
    if (hintedPages.size >= HINTED_PAGES_MAX) hintedPages.clear();
    hintedPages.set(key, bytes);
  }
  const headers: Record<string, string> = { "content-type": types[".html"] ?? "text/html", "cache-control": "no-cache", vary: "accept-encoding" };
  if (encoding) headers["content-encoding"] = encoding;
  return new Response(bytes, { headers });
}

/**
 * Serves the built web app, precompressed copies first (brotli or gzip, as the browser accepts);
 * any other GET that wants HTML gets index.html (SPA routes), naming the chunks of the route it
 * opens when the build's manifest knows it (`signedIn`: the caller has a session cookie, so a
 * screen behind the login is worth starting). Dot folders (Vite's manifest) stay private.
 */
export async function serveWebApp(root: string, request: Request, options: { signedIn: boolean } = { signedIn: false }): Promise<Response> {
  const url = new URL(request.url);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return new Response("Bad request", { status: 400 });
  }
  const encodings = acceptedEncodings(request.headers.get("accept-encoding"));
  const file = path.resolve(root, `.${pathname}`);
  if (file.startsWith(root + path.sep) && !pathname.endsWith("/")) {
    const hidden = pathname.split("/").some((segment) => segment.startsWith("."));
    // A file removed mid-request or unreadable is answered like a missing one.
    const found = hidden ? null : await fileResponse(file, pathname.startsWith("/assets/"), encodings).catch(() => null);
    if (found) return found;
    if (path.extname(pathname) && !pathname.endsWith(".html")) return new Response("Not found", { status: 404 });
  }
  const links = await routePreloadLinks(root, pathname, options.signedIn);
  const hinted = links ? await hintedIndexResponse(root, links, encodings).catch(() => null) : null;
  if (hinted) return hinted;
  const index = await fileResponse(path.join(root, "index.html"), false, encodings).catch(() => null);
  return index ?? new Response("The web app is not built yet: run `npm run build`.", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
}

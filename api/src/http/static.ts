import { readFile, stat } from "node:fs/promises";
import path from "node:path";

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

async function fileResponse(file: string, immutable: boolean, encodings: readonly ContentEncoding[]): Promise<Response | null> {
  if (!(await isFile(file))) return null;
  const extension = path.extname(file);
  const headers: Record<string, string> = {
    "content-type": types[extension] ?? "application/octet-stream",
    // Vite fingerprints everything under assets/; index.html must always be revalidated.
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
  };
  if (!COMPRESSIBLE.has(extension)) return new Response(await readFile(file), { headers });
  // The same address answers differently by Accept-Encoding: caches must key on it.
  headers.vary = "accept-encoding";
  for (const encoding of encodings) {
    const compressed = file + SUFFIX[encoding];
    if (!(await isFile(compressed))) continue;
    return new Response(await readFile(compressed), { headers: { ...headers, "content-encoding": encoding } });
  }
  return new Response(await readFile(file), { headers });
}

/**
 * Serves the built web app, precompressed copies first (brotli or gzip, as the browser accepts);
 * any other GET that wants HTML gets index.html (SPA routes). Dot folders (Vite's manifest) stay private.
 */
export async function serveWebApp(root: string, request: Request): Promise<Response> {
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
  const index = await fileResponse(path.join(root, "index.html"), false, encodings).catch(() => null);
  return index ?? new Response("The web app is not built yet: run `npm run build`.", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
}

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

async function fileResponse(file: string, immutable: boolean): Promise<Response | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const body = await readFile(file);
    return new Response(body, {
      headers: {
        "content-type": types[path.extname(file)] ?? "application/octet-stream",
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      },
    });
  } catch {
    return null;
  }
}

/** Serves the built web app; any other GET that wants HTML gets index.html (SPA routes). */
export async function serveWebApp(root: string, request: Request): Promise<Response> {
  const url = new URL(request.url);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return new Response("Bad request", { status: 400 });
  }
  const file = path.resolve(root, `.${pathname}`);
  if (file.startsWith(root + path.sep) && !pathname.endsWith("/")) {
    const found = await fileResponse(file, pathname.startsWith("/assets/"));
    if (found) return found;
    if (path.extname(pathname) && !pathname.endsWith(".html")) return new Response("Not found", { status: 404 });
  }
  const index = await fileResponse(path.join(root, "index.html"), false);
  return index ?? new Response("The web app is not built yet: run `npm run build`.", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
}

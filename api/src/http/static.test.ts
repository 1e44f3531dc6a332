import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedEncodings, serveWebApp } from "./static.ts";

const INDEX = "<!doctype html><html><head><title>Consilium</title></head><body><div id=root></div></body></html>";
const SCRIPT = `export const app = "${"consilium ".repeat(200)}";`;

let root = "";

/** A build folder as `npm run build` leaves it: each text file with its .br and .gz copies. */
function writeWithCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "consilium-static-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, ".vite"));
  writeWithCopies(path.join(root, "index.html"), INDEX);
  writeWithCopies(path.join(root, "assets", "index-abc.js"), SCRIPT);
  // A small file the build left uncompressed (its copies would have been larger).
  writeFileSync(path.join(root, "assets", "tiny-abc.css"), "a{}");
  writeFileSync(path.join(root, "assets", "card.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(root, ".vite", "manifest.json"), "{}");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (pathname: string, acceptEncoding?: string) =>
  serveWebApp(root, new Request(`http://localhost${pathname}`, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }));

const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("acceptedEncodings", () => {
  it("prefers brotli, then gzip, as browsers send them", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip, deflate")).toEqual(["gzip"]);
    expect(acceptedEncodings(null)).toEqual([]);
    expect(acceptedEncodings("identity")).toEqual([]);
  });
  it("follows quality values, refusals and the wildcard", () => {
    expect(acceptedEncodings("br;q=0.5, gzip;q=1")).toEqual(["gzip", "br"]);
    expect(acceptedEncodings("br;q=0, *")).toEqual(["gzip"]);
    expect(acceptedEncodings("*;q=0.3")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("BR ; Q=1 , x-gzip")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("br;q=nonsense")).toEqual([]);
  });
});

describe("serveWebApp", () => {
  it("answers brotli to a browser that accepts it, with the original type and vary", async () => {
    const response = await get("/assets/index-abc.js", "gzip, deflate, br");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toBe("accept-encoding");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(brotliDecompressSync(await body(response)).toString()).toBe(SCRIPT);
  });

  it("answers gzip when brotli is not accepted", async () => {
    const response = await get("/assets/index-abc.js", "gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await body(response)).toString()).toBe(SCRIPT);
  });

  it("answers the plain file to a client that accepts no encoding, still varying on it", async () => {
    const response = await get("/assets/index-abc.js");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBe("accept-encoding");
    expect((await body(response)).toString()).toBe(SCRIPT);
  });

  it("compresses index.html too, for the SPA routes and for itself", async () => {
    for (const pathname of ["/", "/login", "/request/12", "/index.html"]) {
      const response = await get(pathname, "br");
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(brotliDecompressSync(await body(response)).toString()).toBe(INDEX);
    }
  });

  it("serves a text file without copies as it is, and binary files never encoded", async () => {
    const css = await get("/assets/tiny-abc.css", "br, gzip");
    expect(css.headers.get("content-encoding")).toBeNull();
    expect((await body(css)).toString()).toBe("a{}");
    const png = await get("/assets/card.png", "br, gzip");
    expect(png.headers.get("content-encoding")).toBeNull();
    expect(png.headers.get("vary")).toBeNull();
    expect(png.headers.get("content-type")).toBe("image/png");
  });

  it("keeps the build's dot folders private and answers 404 for missing assets", async () => {
    expect((await get("/.vite/manifest.json")).status).toBe(404);
    expect((await get("/assets/missing-abc.js", "br")).status).toBe(404);
  });

  it("answers a fingerprinted asset from memory once served, and index.html always from disk", async () => {
    writeWithCopies(path.join(root, "assets", "kept-abc.js"), SCRIPT);
    expect(brotliDecompressSync(await body(await get("/assets/kept-abc.js", "br"))).toString()).toBe(SCRIPT);
    // Its name changes with its content: the copy in memory cannot go stale, and a cold page
    // load's sixty chunks are not read from disk again.
    rmSync(path.join(root, "assets", "kept-abc.js.br"));
    const again = await get("/assets/kept-abc.js", "br");
    expect(again.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await body(again)).toString()).toBe(SCRIPT);
    // A new build rewrites index.html in place: the next navigation gets it.
    writeWithCopies(path.join(root, "index.html"), `${INDEX}<!-- rebuilt -->`);
    expect(brotliDecompressSync(await body(await get("/request/", "br"))).toString()).toBe(`${INDEX}<!-- rebuilt -->`);
    writeWithCopies(path.join(root, "index.html"), INDEX);
  });

  it("names the chunks of the route it opens in the page, compressed, for a caller with a session", async () => {
    const manifest = {
      "src/main.tsx": { file: "assets/index-abc.js", isEntry: true },
      "src/relay/RelayRoot.tsx": { file: "assets/RelayRoot-abc.js" },
      "src/app/layout/AuthGuard.tsx": { file: "assets/AuthGuard-abc.js" },
      "src/routes/requests/RequestListPage.tsx": { file: "assets/RequestListPage-abc.js" },
      "src/routes/accounts/login/LoginPage.tsx": { file: "assets/LoginPage-abc.js" },
      "src/routes/accounts/login/PasswordStep.tsx": { file: "assets/PasswordStep-abc.js" },
    };
    writeFileSync(path.join(root, ".vite", "manifest.json"), JSON.stringify(manifest));
    try {
      const request = (pathname: string, signedIn: boolean) =>
        serveWebApp(root, new Request(`http://localhost${pathname}`, { headers: { "accept-encoding": "br" } }), { signedIn });
      const list = await request("/request/", true);
      expect(list.headers.get("content-encoding")).toBe("br");
      expect(list.headers.get("cache-control")).toBe("no-cache");
      const html = brotliDecompressSync(await body(list)).toString();
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/RequestListPage-abc.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/AuthGuard-abc.js">');
      expect(html).not.toContain("LoginPage");
      expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
      // Without a session the screen would lead to the login page: nothing of it is started.
      expect(brotliDecompressSync(await body(await request("/request/", false))).toString()).toBe(INDEX);
      const login = brotliDecompressSync(await body(await request("/login", false))).toString();
      expect(login).toContain('href="/assets/PasswordStep-abc.js"');
      // An address no route answers gets the page as built.
      expect(brotliDecompressSync(await body(await request("/nowhere", true))).toString()).toBe(INDEX);
    } finally {
      writeFileSync(path.join(root, ".vite", "manifest.json"), "{}");
    }
  });

  it("never reads outside the build folder", async () => {
    const response = await get("/%2e%2e/%2e%2e/etc/passwd");
    expect((await body(response)).toString()).toBe(INDEX);
  });
});

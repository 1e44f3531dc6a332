import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressFolder } from "./precompress.ts";

let folder = "";
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("precompressFolder", () => {
  it("writes .br and .gz copies of text files that decompress to the original", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "consilium-precompress-"));
    mkdirSync(path.join(folder, "assets"));
    mkdirSync(path.join(folder, ".vite"));
    const script = `console.log(${JSON.stringify("Consilium ".repeat(300))});`;
    writeFileSync(path.join(folder, "assets", "index-abc.js"), script);
    writeFileSync(path.join(folder, "index.html"), `<!doctype html><title>Consilium</title>${"<p>x</p>".repeat(100)}`);
    writeFileSync(path.join(folder, "assets", "card.png"), Buffer.alloc(2048));
    writeFileSync(path.join(folder, "assets", "tiny.css"), "a{}");
    writeFileSync(path.join(folder, ".vite", "manifest.json"), JSON.stringify({ a: "b".repeat(500) }));

    const results = await precompressFolder(folder);

    const js = path.join(folder, "assets", "index-abc.js");
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(folder, "index.html.br"))).toBe(true);
    expect(existsSync(path.join(folder, "index.html.gz"))).toBe(true);
    // Binary files are left alone, copies that would not be smaller are not written, and the
    // build metadata is not served, so not compressed either.
    expect(existsSync(path.join(folder, "assets", "card.png.br"))).toBe(false);
    expect(existsSync(path.join(folder, "assets", "tiny.css.gz"))).toBe(false);
    expect(existsSync(path.join(folder, ".vite", "manifest.json.br"))).toBe(false);
    expect(results.map((result) => result.file).sort()).toEqual([path.join("assets", "index-abc.js"), path.join("assets", "tiny.css"), "index.html"]);
    const jsResult = results.find((result) => result.file.endsWith(".js"));
    expect(jsResult?.br).toBeLessThan(jsResult?.gzip ?? 0);
  });
});

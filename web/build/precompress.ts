import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

// Text assets get a brotli (.br) and a gzip (.gz) copy beside them, made once at build time at the
// highest levels; api/src/http/static.ts serves them by Accept-Encoding. No dependency: Node's zlib.
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|webmanifest|wasm|txt)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Precompressed = { file: string; size: number; br: number | null; gzip: number | null };

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      // Dot folders (Vite's manifest) are build metadata, never served.
      if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : filesUnder(full);
      return entry.isFile() ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Writes the .br and .gz copies of every text file of `folder`; a copy no smaller than its file is skipped. */
export async function precompressFolder(folder: string): Promise<Precompressed[]> {
  const files = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file));
  return Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const keep = async (copy: Buffer, suffix: string) => {
        if (copy.length >= bytes.length) return null;
        await writeFile(file + suffix, copy);
        return copy.length;
      };
      return { file: path.relative(folder, file), size: bytes.length, br: await keep(br, ".br"), gzip: await keep(gz, ".gz") };
    }),
  );
}

/** Vite plugin: precompresses the build output once it is written (public files included). */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "consilium:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const results = await precompressFolder(outDir);
      const compressed = results.filter((result) => result.br !== null || result.gzip !== null).length;
      this.info(`precompressed ${compressed} of ${results.length} text files (.br, .gz)`);
    },
  };
}

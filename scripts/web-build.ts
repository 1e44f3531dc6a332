import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

// The web app is built only when what the build reads changed since the last build (about
// 45 s on a 2-core machine): a restart serves the build it has. The decision is a content
// hash, not file dates, so a fresh clone, a `git checkout` back and forth or a copied folder
// all decide right. Used by `npm install` (postinstall), `npm start` (scripts/start.ts),
// `npm run build` and `npm run test:e2e` (scripts/ensure-web-build.ts).

const ROOT = path.resolve(import.meta.dirname, "..");
const DIST = path.join(ROOT, "web/dist");
/** In a dot folder of the build, which the server never serves (api/src/http/static.ts). */
const STAMP = path.join(DIST, ".vite/inputs.sha256");

/**
 * What the build reads: the web sources (its Relay artifacts and catalogues included), the
 * shared rules it imports through `@rules`, the build's configuration, and the lockfile, which
 * stands for the versions of vite, its plugins and every bundled library.
 */
const INPUTS = ["web", "api/src/domain/rules", "vite.config.ts", "lingui.config.ts", "relay.config.js", "tsconfig.json", "package-lock.json"];
/** Never inputs: the build's own output, and what tools leave beside the sources. */
const SKIPPED = new Set(["dist", "node_modules", ".cache", ".vite"]);

async function listFiles(relative: string): Promise<string[]> {
  const absolute = path.join(ROOT, relative);
  const entries = await readdir(absolute, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOTDIR") return null;
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (entries === null) return [relative];
  const nested = await Promise.all(
    entries.filter((entry) => !SKIPPED.has(entry.name)).map((entry) => (entry.isDirectory() ? listFiles(path.join(relative, entry.name)) : Promise.resolve([path.join(relative, entry.name)]))),
  );
  return nested.flat();
}

/** The hash of the build's inputs: each file's path and content, in a fixed order. */
export async function webInputsHash(): Promise<string> {
  const files = (await Promise.all(INPUTS.map(listFiles))).flat().sort();
  const hash = createHash("sha256");
  // Build-time settings the bundle would embed (VITE_*; none today: the maps' style is read at run time).
  for (const name of Object.keys(process.env).filter((key) => key.startsWith("VITE_")).sort()) hash.update(`${name}=${process.env[name]}\0`);
  for (const file of files) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(await readFile(path.join(ROOT, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

async function builtHash(): Promise<string | null> {
  try {
    return (await readFile(STAMP, "utf8")).trim();
  } catch {
    return null;
  }
}

const VITE = path.join(ROOT, "node_modules/vite/bin/vite.js");

export type WebBuildMode = {
  /** Build even when the stamp matches (`npm run build`). */
  force?: boolean;
  /** At install: never fail; without vite (`npm ci --omit=dev`) say so and stop. */
  ifPossible?: boolean;
};

/** Builds web/dist when missing or stale; false when a build was needed and failed. */
export async function ensureWebBuild(mode: WebBuildMode = {}): Promise<boolean> {
  const started = performance.now();
  const wanted = await webInputsHash();
  const current = await builtHash();
  if (!mode.force && current === wanted) {
    console.log(`[web] build is current (inputs ${wanted.slice(0, 12)}, checked in ${Math.round(performance.now() - started)} ms)`);
    return true;
  }
  if (mode.ifPossible && !existsSync(VITE)) {
    console.log("[web] vite is not installed (production install?): the web app is not built");
    return true;
  }
  console.log(current === null ? "[web] no build yet: building the web app" : mode.force ? "[web] building the web app" : "[web] web sources changed since the last build: building the web app");
  // Vite empties web/dist first, so a build that fails leaves no stamp and the next start builds.
  const result = spawnSync(process.execPath, [VITE, "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) return false;
  await mkdir(path.dirname(STAMP), { recursive: true });
  await writeFile(STAMP, `${wanted}\n`);
  console.log(`[web] built in ${Math.round((performance.now() - started) / 1000)} s`);
  return true;
}

/** Whether web/dist was built from the inputs as they are now. */
export async function webBuildIsCurrent(): Promise<boolean> {
  return (await builtHash()) === (await webInputsHash());
}

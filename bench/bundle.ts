import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// npm run bench:bundle (after `npm run build`)
// Prints, per route, the JavaScript a first visit downloads: the entry and its static imports,
// the lazily loaded modules of the route's matched screens with their static imports, and the
// language catalogues it shows (each in its largest language, so the figure holds for all five).
// Exits non-zero when /login goes over its budget.

const DIST = path.resolve(process.env.WEB_DIST ?? "web/dist");
const LOGIN_BUDGET_GZIP = 200 * 1024;

/**
 * The modules that react-router's `lazy` loads for each route (every matched route level), as Vite
 * names them in the manifest (relative to web/), and the language catalogues the route shows
 * (web/src/i18n/catalogues.ts). Keep in step with the areas' routes.tsx.
 */
const ROUTES: readonly { route: string; lazy: readonly string[]; catalogues: readonly string[] }[] = [
  { route: "/login", lazy: ["src/routes/accounts/login/LoginPage.tsx", "src/routes/accounts/login/PasswordStep.tsx"], catalogues: ["messages"] },
  { route: "/register", lazy: ["src/routes/accounts/signup/RegisterPage.tsx", "src/routes/accounts/signup/SearchStep.tsx"], catalogues: ["messages"] },
  { route: "/request_password", lazy: ["src/routes/accounts/password/PasswordFlowPage.tsx", "src/routes/accounts/password/ResetEmailStep.tsx"], catalogues: ["messages"] },
  { route: "/identification", lazy: ["src/routes/identity/OnboardingLayout.tsx", "src/routes/identity/IdentificationPage.tsx"], catalogues: ["messages", "app"] },
  { route: "/request/ (list)", lazy: ["src/app/layout/AuthGuard.tsx", "src/routes/requests/RequestListPage.tsx"], catalogues: ["messages", "app"] },
  { route: "/request/:id (detail)", lazy: ["src/app/layout/AuthGuard.tsx", "src/routes/requests/RequestDetailPage.tsx"], catalogues: ["messages", "app"] },
  { route: "/admin/validations", lazy: ["src/app/layout/AuthGuard.tsx", "src/routes/admin/AdminValidationsPage.tsx"], catalogues: ["messages", "app"] },
];

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, Chunk>;

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
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of the build: was it renamed? Update ROUTES in bench/bundle.ts.`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
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
const rows = ROUTES.map(({ route, lazy, catalogues }) => {
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
  return { route, files: [...files].filter((file) => file.endsWith(".js")).length, raw, gzip };
});

console.log(`JavaScript of a first load per route (${path.relative(process.cwd(), DIST) || "."}; each catalogue in its largest language)\n`);
const widths = [24, 8, 12, 12];
const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join("  ");
console.log(line(["route", "files", "raw", "gzip"]));
for (const row of rows) console.log(line([row.route, String(row.files), kb(row.raw), kb(row.gzip)]));

const login = rows.find((row) => row.route === "/login");
if (!login || login.gzip > LOGIN_BUDGET_GZIP) {
  console.error(`\n/login loads ${kb(login?.gzip ?? 0)} of gzipped JavaScript, over its ${kb(LOGIN_BUDGET_GZIP)} budget`);
  process.exit(1);
}
console.log(`\n/login is within its ${kb(LOGIN_BUDGET_GZIP)} gzipped budget`);

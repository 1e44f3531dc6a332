import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

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

const PUBLIC = ["messages"] as const;
const APP = ["messages", "app"] as const;
// The layout route that holds Relay's environment: every screen but the login, password and terms pages.
const RELAY = "src/relay/RelayRoot.tsx";
const LAYOUT = "src/app/layout/AuthGuard.tsx";
const ONBOARDING = "src/routes/identity/OnboardingLayout.tsx";

/**
 * Every route of the app (web/src/app/router.tsx and the areas' routes.tsx): the modules that
 * react-router's `lazy` loads for it (every matched route level), as Vite names them in the
 * manifest (relative to web/), the language catalogues it shows (web/src/i18n/catalogues.ts),
 * and its budget. Keep in step with the routes; a renamed module fails the bench.
 */
const ROUTES: readonly { route: string; lazy: readonly string[]; catalogues: readonly string[]; budget: number }[] = [
  { route: "/login", lazy: ["src/routes/accounts/login/LoginPage.tsx", "src/routes/accounts/login/PasswordStep.tsx"], catalogues: PUBLIC, budget: LOGIN_BUDGET },
  { route: "/login/code", lazy: ["src/routes/accounts/login/LoginPage.tsx", "src/routes/accounts/login/CodeStep.tsx"], catalogues: PUBLIC, budget: LOGIN_BUDGET },
  { route: "/register", lazy: [RELAY, "src/routes/accounts/signup/RegisterPage.tsx", "src/routes/accounts/signup/SearchStep.tsx"], catalogues: [...PUBLIC, "signup"], budget: SCREEN_BUDGET },
  { route: "/register/identifier", lazy: [RELAY, "src/routes/accounts/signup/RegisterPage.tsx", "src/routes/accounts/signup/IdentifierStep.tsx"], catalogues: [...PUBLIC, "signup"], budget: SCREEN_BUDGET },
  { route: "/register/code", lazy: [RELAY, "src/routes/accounts/signup/RegisterPage.tsx", "src/routes/accounts/signup/SignupCodeStep.tsx"], catalogues: [...PUBLIC, "signup"], budget: SCREEN_BUDGET },
  { route: "/request_password", lazy: ["src/routes/accounts/password/PasswordFlowPage.tsx", "src/routes/accounts/password/ResetEmailStep.tsx"], catalogues: PUBLIC, budget: SCREEN_BUDGET },
  { route: "/request_password/new_password", lazy: ["src/routes/accounts/password/PasswordFlowPage.tsx", "src/routes/accounts/password/NewPasswordStep.tsx"], catalogues: PUBLIC, budget: SCREEN_BUDGET },
  { route: "/request_password/success", lazy: ["src/routes/accounts/password/PasswordFlowPage.tsx", "src/routes/accounts/password/ResetSuccessStep.tsx"], catalogues: PUBLIC, budget: SCREEN_BUDGET },
  { route: "/pro-sante-connect", lazy: [RELAY, "src/routes/accounts/pro-sante-connect/ProSanteConnectPage.tsx"], catalogues: PUBLIC, budget: SCREEN_BUDGET },
  { route: "/terms", lazy: ["src/routes/accounts/terms/TermsPage.tsx"], catalogues: [...PUBLIC, "terms"], budget: SCREEN_BUDGET },
  { route: "/identification", lazy: [RELAY, ONBOARDING, "src/routes/identity/IdentificationPage.tsx"], catalogues: APP, budget: SCREEN_BUDGET },
  { route: "/validation", lazy: [RELAY, ONBOARDING, "src/routes/identity/ValidationPage.tsx"], catalogues: APP, budget: SCREEN_BUDGET },
  { route: "/group/:id/public", lazy: [RELAY, "src/routes/groups/PublicGroupPage.tsx"], catalogues: [...APP, "groups"], budget: SCREEN_BUDGET },
  { route: "/request/ (list)", lazy: [RELAY, LAYOUT, "src/routes/requests/RequestListPage.tsx"], catalogues: APP, budget: SCREEN_BUDGET },
  { route: "/consult/ (list)", lazy: [RELAY, LAYOUT, "src/routes/requests/RequestListPage.tsx"], catalogues: APP, budget: SCREEN_BUDGET },
  { route: "/request/new", lazy: [RELAY, LAYOUT, "src/routes/requests/new/NewRequestPage.tsx"], catalogues: APP, budget: SCREEN_BUDGET },
  { route: "/request/:id (detail)", lazy: [RELAY, LAYOUT, "src/routes/requests/RequestDetailPage.tsx"], catalogues: APP, budget: SCREEN_BUDGET },
  { route: "/consult/:id, /shadow/:id", lazy: [RELAY, LAYOUT, "src/routes/consults/ConsultPage.tsx"], catalogues: APP, budget: SCREEN_BUDGET },
  { route: "/group", lazy: [RELAY, LAYOUT, "src/routes/groups/GroupListPage.tsx"], catalogues: [...APP, "groups"], budget: SCREEN_BUDGET },
  // A group's page loads its open tab's chunk with its own (src/routes/groups/routes.tsx).
  { route: "/group/:id/requests", lazy: [RELAY, LAYOUT, "src/routes/groups/GroupPage.tsx", "src/routes/groups/GroupRequestsTab.tsx"], catalogues: [...APP, "groups"], budget: SCREEN_BUDGET },
  { route: "/group/:id/members", lazy: [RELAY, LAYOUT, "src/routes/groups/GroupPage.tsx", "src/routes/groups/members/MembersTab.tsx"], catalogues: [...APP, "groups"], budget: SCREEN_BUDGET },
  { route: "/group/:id/info", lazy: [RELAY, LAYOUT, "src/routes/groups/GroupPage.tsx", "src/routes/groups/info/InfoTab.tsx"], catalogues: [...APP, "groups"], budget: SCREEN_BUDGET },
  { route: "/group/:id/params", lazy: [RELAY, LAYOUT, "src/routes/groups/GroupPage.tsx", "src/routes/groups/GroupParamsTab.tsx"], catalogues: [...APP, "groups"], budget: SCREEN_BUDGET },
  // The planning tab's first paint (heading, add button, empty state). Its calendar (FullCalendar,
  // src/routes/groups/planning/PlanningCalendar.tsx, about 67 KB gzipped with its four locales) is a
  // chunk fetched after that paint, like the directory's map, so it is not counted here: with it
  // the tab downloads about 308 KB gzipped in all (measured on 2026-11-27, issue 23).
  { route: "/group/:id/planning", lazy: [RELAY, LAYOUT, "src/routes/groups/GroupPage.tsx", "src/routes/groups/planning/PlanningTab.tsx"], catalogues: [...APP, "groups"], budget: SCREEN_BUDGET },
  { route: "/contacts", lazy: [RELAY, LAYOUT, "src/routes/contacts/ContactsPage.tsx"], catalogues: [...APP, "directory"], budget: SCREEN_BUDGET },
  { route: "/discover/:tab", lazy: [RELAY, LAYOUT, "src/routes/discover/DiscoverPage.tsx", "src/routes/discover/discover-preload.ts"], catalogues: [...APP, "directory"], budget: SCREEN_BUDGET },
  { route: "/profile/:id", lazy: [RELAY, LAYOUT, "src/routes/profile/ProfilePage.tsx"], catalogues: [...APP, "directory"], budget: SCREEN_BUDGET },
  { route: "/profile_edit", lazy: [RELAY, LAYOUT, "src/routes/settings/SettingsPage.tsx"], catalogues: [...APP, "settings"], budget: SCREEN_BUDGET },
  { route: "/admin/(validations,partners)", lazy: [RELAY, LAYOUT, "src/routes/admin/admin-pages.ts"], catalogues: [...APP, "admin"], budget: SCREEN_BUDGET },
  { route: "/profile_edit/applications", lazy: [RELAY, LAYOUT, "src/routes/settings/AuthorizedApplicationsPage.tsx"], catalogues: [...APP, "settings"], budget: SCREEN_BUDGET },
  // The interop screens share one chunk (src/routes/interop/interop-pages.ts): /download, /authwall, the draft links and the consent screen.
  { route: "/partners/consent/:uid", lazy: [RELAY, LAYOUT, "src/routes/interop/interop-pages.ts"], catalogues: APP, budget: SCREEN_BUDGET },
  { route: "/integration", lazy: [RELAY, LAYOUT, "src/routes/billing/integration/IntegrationListPage.tsx"], catalogues: [...APP, "billing"], budget: SCREEN_BUDGET },
  { route: "/integration/:cId", lazy: [RELAY, LAYOUT, "src/routes/billing/integration/IntegrationDetailPage.tsx"], catalogues: [...APP, "billing"], budget: SCREEN_BUDGET },
  { route: "/statement", lazy: [RELAY, LAYOUT, "src/routes/billing/StatementPage.tsx"], catalogues: [...APP, "billing"], budget: SCREEN_BUDGET },
  { route: "/group/:id/statement", lazy: [RELAY, LAYOUT, "src/routes/billing/StatementPage.tsx"], catalogues: [...APP, "billing"], budget: SCREEN_BUDGET },
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
const rows = ROUTES.map(({ route, lazy, catalogues, budget }) => {
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

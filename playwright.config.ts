import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets two runs (a clean-clone CI check and a working copy) share one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

// The machines that run CI have Debian's Chromium and cannot download browsers; a developer
// laptop without it uses Playwright's own.
const executablePath = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;

export default defineConfig({
  testDir: "e2e",
  // Two browsers on a 2-core machine. Three were 7 % faster on a subset of heavy files, but in CI
  // on 2026-11-27 (4e31b7a) session-expired's "load more" journey failed once with three, most likely as
  // its sibling did before: a journey beside it changed dr.martin's unread counts, and the background refetch
  // took the list back to its first 20 rows (a product bug, fixed since in RequestList.tsx; three
  // workers were not tried again). With TEST_DATABASE_URL the API has its own PostgreSQL
  // database (e2e/serve.ts), so the journeys' requests no longer queue on PGlite's one connection.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry: a journey that fails and then passes is reported as flaky in the run's summary
  // (and in .ci/run's closing lines), not hidden. Known: under load the German request loop has
  // missed the live reply on the requester's page (issue 18 note; the server now logs a stalled
  // subscription payload), which a retry must not turn into a failed landing while it is traced.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // A click that cannot happen fails in 30 s naming its locator, rather than at the journey's
    // timeout as "Test ended" (the planning journey's CI failure of 2026-11-27 said no more).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed journey keeps its trace with the DOM snapshot of every step, its network and
    // console, but not the screencast filmstrip: encoding and shipping those frames cost a third of
    // the run's CPU (6 heavy files: 113 s of CPU and 220 s wall with it, 86 s and 161 s without).
    // The failure screenshot below still shows the page as it ended.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [
    // Logs in once through both steps and saves the cookies the journeys start from.
    { name: "setup", testMatch: /auth\.setup\.ts$/ },
    { name: "chromium", testIgnore: /auth\.setup\.ts$/, dependencies: ["setup"] },
  ],
  webServer: {
    // A fresh database each run, migrated and seeded as on a first `npm start`: its own PostgreSQL
    // database on TEST_DATABASE_URL's server when that is set (CI), else an embedded PGlite.
    command: "node --import tsx e2e/serve.ts",
    url: `http://localhost:${PORT}/api/v1/openapi.json`,
    // A run on another E2E_PORT gets its own database folder and PostgreSQL database
    // (consilium_e2e_<port>): two runs must not wipe each other's. DATABASE_URL is cleared so that
    // a developer's own database is never the one wiped; e2e/serve.ts sets it.
    env: { PORT: String(PORT), DATA_DIR: process.env.E2E_PORT ? `.data-e2e-${PORT}` : ".data-e2e", DATABASE_URL: "", NODE_ENV: "", REDIS_URL: "" },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    // PGlite must close cleanly, or its folder is left dirty; PostgreSQL's pool ends too.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});

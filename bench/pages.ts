import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DR_MARTIN, DEMO_PASSWORD, submitLogin } from "../e2e/demo-accounts.ts";

// npm run bench:pages [-- --rounds 5 --port 3672 --baseline /path/to/another/checkout --latency MS]
// Time to visible rows (ms since the navigation started, read in the page) of three screens, as
// dr.martin, on the demo data (a fresh PGlite database, started like the e2e server):
//   - "Mes demandes" (/request/): its 20 rows;
//   - a request page (the first request of that list): its header and message thread;
//   - the directory (/discover/map around Lyon): its result rows.
// "cold" is a fresh browser context (no HTTP cache, no Relay store) with the session cookies;
// "warm" loads the same URL again in that context (chunks from the HTTP cache).
// "GraphQL" counts the POSTs to /graphql (page.on("request")) from the navigation until the rows
// showed, and "total" those until a second later (calls a screen makes after its rows showed).
// With --baseline DIR, the same bench runs against a second server started from DIR (another
// checkout, built), alternating rounds, so both sets of figures share the machine's load.
// With --latency MS, Chromium adds MS to every request's round trip (DevTools network emulation,
// 20 Mbit/s down): localhost has none, and a waterfall of requests costs little there.
// Requires `npm run build` (and the same in the baseline checkout) and /usr/bin/chromium.

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const rounds = Number(option("rounds") ?? 5);
const port = Number(option("port") ?? process.env.E2E_PORT ?? 3672);
const baseline = option("baseline");
const latency = Number(option("latency") ?? 0);

type Target = { label: string; cwd: string; port: number; server?: ChildProcess; url: string };

const targets: Target[] = [{ label: "this checkout", cwd: process.cwd(), port, url: `http://localhost:${port}` }];
if (baseline) targets.push({ label: `baseline (${baseline})`, cwd: path.resolve(baseline), port: port + 1, url: `http://localhost:${port + 1}` });

async function startServer(target: Target): Promise<void> {
  if (!existsSync(path.join(target.cwd, "web/dist/index.html"))) throw new Error(`${target.cwd}: the web app is not built (npm run build)`);
  const server = spawn(process.execPath, ["--import", "tsx", "e2e/serve.ts"], {
    cwd: target.cwd,
    env: { ...process.env, PORT: String(target.port), DATA_DIR: `.data-e2e-pages-${target.port}`, DATABASE_URL: "", NODE_ENV: "", REDIS_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  target.server = server;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${target.label}: the server exited (${server.exitCode})`);
    const ready = await fetch(`${target.url}/api/v1/openapi.json`).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${target.label}: the server did not answer within 180 s`);
}

async function stopServer(target: Target): Promise<void> {
  const server = target.server;
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** Waits in the page until `selector` matches at least `count` elements; answers performance.now() then. */
async function visibleAt(page: Page, selector: string, count: number): Promise<number> {
  const handle = await page.waitForFunction(
    ([css, atLeast]) => (document.querySelectorAll(css as string).length >= (atLeast as number) ? performance.now() : 0),
    [selector, count] as const,
    { polling: 10, timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

type Screen = { name: string; path: (target: Target) => string; selector: string; count: number };

const requestPaths = new Map<Target, string>();
const SCREENS: Screen[] = [
  { name: "Mes demandes (20 rows)", path: () => "/request/", selector: "ol.request-list > li", count: 20 },
  { name: "a request page", path: (target) => requestPaths.get(target) ?? "/request/", selector: ".request-header h1, .thread", count: 2 },
  { name: "directory (Lyon)", path: () => "/discover/map?bounds=4.6,45.6,5.1,45.95", selector: ".directory-list > li", count: 1 },
];

async function sessionOf(browser: Browser, target: Target): Promise<Awaited<ReturnType<BrowserContext["storageState"]>>> {
  const context = await browser.newContext({ baseURL: target.url, locale: "fr-FR", viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto("/login");
  await submitLogin(page, DR_MARTIN, DEMO_PASSWORD);
  await page.goto("/request/");
  await page.locator("ol.request-list > li a").first().waitFor();
  const href = await page.locator("ol.request-list > li a").first().getAttribute("href");
  if (href) requestPaths.set(target, href);
  const state = await context.storageState();
  await context.close();
  return state;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const results = new Map<string, number[]>();
const record = (key: string, value: number) => results.set(key, [...(results.get(key) ?? []), value]);
const graphql = new Map<string, { count: number; total: number; lastStart: number }[]>();
/** The operations each screen's load posted (last round), "+" marking those sent after the rows showed. */
const operations = new Map<string, string[]>();
const SETTLE_MS = 1000;

/** The operation names in a /graphql POST's body (one, or several when batched). */
function operationNamesOf(body: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(body ?? "null");
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.map((item) => (typeof item === "object" && item !== null && "operationName" in item ? String(item.operationName) : "?"));
  } catch {
    return ["?"];
  }
}

const browser = await chromium.launch({
  executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
});
try {
  for (const target of targets) await startServer(target);
  const sessions = new Map<Target, Awaited<ReturnType<typeof sessionOf>>>();
  for (const target of targets) sessions.set(target, await sessionOf(browser, target));
  const loads: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // Alternating targets each round (and their order), so both see the same machine.
    const order = round % 2 ? [...targets].reverse() : targets;
    for (const target of order) {
      for (const screen of SCREENS) {
        const context = await browser.newContext({ baseURL: target.url, locale: "fr-FR", viewport: { width: 1280, height: 800 }, storageState: sessions.get(target) });
        const page = await context.newPage();
        if (latency > 0) {
          const devtools = await context.newCDPSession(page);
          await devtools.send("Network.enable");
          await devtools.send("Network.emulateNetworkConditions", { offline: false, latency, downloadThroughput: 20e6 / 8, uploadThroughput: 10e6 / 8 });
        }
        let posts: string[][] = [];
        page.on("request", (request) => {
          if (request.method() === "POST" && new URL(request.url()).pathname === "/graphql") posts.push(operationNamesOf(request.postData()));
        });
        for (const kind of ["cold", "warm"]) {
          posts = [];
          await page.goto(screen.path(target), { waitUntil: "commit" });
          const key = `${target.label}|${screen.name}|${kind}`;
          record(key, await visibleAt(page, screen.selector, screen.count));
          const beforeRows = posts.length;
          // When the last call made before the rows showed started: a waterfall (each call after the
          // previous one's chunk) starts its last call late.
          const calls = await page.evaluate(() =>
            performance
              .getEntriesByType("resource")
              .filter((entry) => new URL(entry.name).pathname === "/graphql")
              .map((entry) => entry.startTime),
          );
          await page.waitForTimeout(SETTLE_MS);
          graphql.set(key, [...(graphql.get(key) ?? []), { count: beforeRows, total: posts.length, lastStart: Math.max(0, ...calls) }]);
          operations.set(key, posts.map((names, index) => `${index < beforeRows ? "" : "+"}${names.join(" & ")}`));
        }
        await context.close();
      }
    }
    loads.push(loadavg()[0] ?? 0);
  }
  console.log(`Time to visible rows, ms since navigation start (median of ${rounds} rounds; ${latency > 0 ? `${latency} ms added to each round trip; ` : ""}load average 1 min per round: ${loads.map((load) => load.toFixed(2)).join(" ")})\n`);
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(36) : cell.padStart(index === 1 ? 6 : 8))).join("  ");
  console.log(line(["target / screen", "kind", "median", "min", "max", "GraphQL", "total", "last at"]));
  for (const [key, values] of results) {
    const [label, screen, kind] = key.split("|");
    const calls = graphql.get(key) ?? [];
    console.log(
      line([
        `${label === "this checkout" ? "" : "[baseline] "}${screen}`,
        kind ?? "",
        median(values).toFixed(0),
        Math.min(...values).toFixed(0),
        Math.max(...values).toFixed(0),
        median(calls.map((call) => call.count)).toFixed(0),
        median(calls.map((call) => call.total)).toFixed(0),
        median(calls.map((call) => call.lastStart)).toFixed(0),
      ]),
    );
  }
  console.log(`\nGraphQL: POSTs to /graphql before the rows showed (median); total: until ${SETTLE_MS} ms later; last at: when the last call before the rows started, ms since navigation start (median).`);
  console.log("\nOperations posted, last round (one line per POST, & when batched, + after the rows showed):");
  for (const [key, names] of operations) {
    const [label, screen, kind] = key.split("|");
    console.log(`  ${label === "this checkout" ? "" : "[baseline] "}${screen}, ${kind}: ${names.join(", ") || "none"}`);
  }
} finally {
  await browser.close();
  for (const target of targets) await stopServer(target);
}

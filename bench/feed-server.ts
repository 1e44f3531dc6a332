import { loadConfig } from "../api/src/config.ts";
import { openDatabase } from "../api/src/db/client.ts";
import { createApp, type App } from "../api/src/http/app.ts";
import { listen } from "../api/src/http/server.ts";
import { createRealtimePubSub } from "../api/src/services/pubsub.ts";
import { searchWords } from "../api/src/domain/rules/search-text.ts";
import { FEED_GRAPHQL, feedBaselineJson, type BaselineQuery } from "./feed-baseline.ts";
import { isValidatedViewer } from "../api/src/domain/access.ts";
import { securityHeaders } from "../api/src/http/security-headers.ts";
import { randomUUID } from "node:crypto";

// The benchmark's server process: the real app, plus one extra route answering the same
// page with hand-written SQL, so both go through the same HTTP stack and session check.
// Two more routes let the driver measure this process: its CPU time (less noisy than
// throughput on a shared machine) and the SQL statements one feed page costs.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
const app = createApp({ config, database, pubsub: createRealtimePubSub(undefined) });

// The baseline's statements are prepared, as the app's are (db/client.ts names each SQL text):
// on PostgreSQL a pool of its own, the app's size, whose named statements are planned once per
// connection; PGlite has a single connection and no named statements (its rawQuery).
async function baselineQuery(): Promise<{ query: BaselineQuery; close: () => Promise<void> }> {
  if (!config.databaseUrl) return { query: (_name, sql, params) => database.rawQuery(sql, params), close: async () => {} };
  const pg = await import("pg");
  const pool = new pg.default.Pool({ connectionString: config.databaseUrl, max: 10 });
  const query: BaselineQuery = async <T>(name: string, text: string, values: unknown[]) => (await pool.query({ name, text, values })).rows as T[];
  return { query, close: () => pool.end() };
}
const baseline = await baselineQuery();
const baseHeaders = securityHeaders(config.production, config.publicUrl);

// Counts what one GraphQL feed page sends to the database, session lookup included. The
// listener is on only for this call: the driver sends no other request meanwhile.
// The scenario rides in the query string: filter (a RequestFeedFilter value) and search.
function scenarioOf(url: URL): { filter: string | null; search: string | null } {
  return { filter: url.searchParams.get("filter"), search: url.searchParams.get("search") };
}

async function statementsOfOnePage(request: Request, clientIp: string | null): Promise<Response> {
  const url = new URL(request.url);
  const first = Number(url.searchParams.get("first") ?? 20);
  const statements: string[] = [];
  const stop = database.onQuery((sql) => statements.push(sql));
  try {
    const response = await app.fetch(
      new Request(new URL("/graphql", request.url), {
        method: "POST",
        headers: { cookie: request.headers.get("cookie") ?? "", "content-type": "application/json" },
        body: JSON.stringify({ query: FEED_GRAPHQL, variables: { first, ...scenarioOf(url) } }),
      }),
      clientIp,
    );
    const json = (await response.json()) as { data?: { requests?: { edges: unknown[] } } };
    return Response.json({ rows: json.data?.requests?.edges.length ?? 0, statements });
  } finally {
    stop();
  }
}

const bench: App = {
  ...app,
  async fetch(request, clientIp) {
    const pathname = new URL(request.url).pathname;
    if (pathname === "/bench/cpu") return Response.json(process.cpuUsage());
    if (pathname === "/bench/statements") return statementsOfOnePage(request, clientIp ?? null);
    if (pathname !== "/bench/baseline") return app.fetch(request, clientIp);
    const context = await app.buildContext(request, clientIp ?? null);
    // The GraphQL field's authScopes: a validated account only.
    if (!isValidatedViewer(context.viewer)) return new Response("unauthenticated", { status: 401 });
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get("limit") ?? 20);
    const { filter, search } = scenarioOf(url);
    const selection = { state: filter, words: searchWords(search ?? "") };
    // The same access trail entries as the GraphQL page's (graphql/admin/access-trail-reads.ts).
    const body = await feedBaselineJson(baseline.query, context.viewer, limit, selection, (requestId) => context.trail.read({ type: "request", id: requestId, requestId }));
    // The headers app.fetch puts on every answer (security headers, request id), as the GraphQL
    // answer carries them: the same HTTP work on both sides.
    const headers = { "content-type": "application/json; charset=utf-8", ...baseHeaders, "x-request-id": request.headers.get("x-request-id")?.slice(0, 64) || randomUUID() };
    return new Response(body, { headers });
  },
};

const server = await listen(bench, 0, "127.0.0.1");
console.log(`LISTENING ${server.url}`);
process.on("SIGTERM", () => {
  // As api/src/server.ts: the access trail's last batch before the database closes.
  void server.close().then(() => baseline.close()).then(() => app.deps.trail.close()).then(() => database.close()).then(() => process.exit(0));
});

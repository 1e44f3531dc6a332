import { loadConfig } from "../api/src/config.ts";
import { openDatabase } from "../api/src/db/client.ts";
import { createApp, type App } from "../api/src/http/app.ts";
import { listen } from "../api/src/http/server.ts";
import { createRealtimePubSub } from "../api/src/services/pubsub.ts";
import { feedBaselineJson } from "./feed-baseline.ts";

// The benchmark's server process: the real app, plus one extra route answering the same
// page with hand-written SQL, so both go through the same HTTP stack and session check.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
const app = createApp({ config, database, pubsub: createRealtimePubSub(undefined) });

const bench: App = {
  ...app,
  async fetch(request, clientIp) {
    if (new URL(request.url).pathname !== "/bench/baseline") return app.fetch(request, clientIp);
    const context = await app.buildContext(request, clientIp ?? null);
    if (!context.viewer) return new Response("unauthenticated", { status: 401 });
    const limit = Number(new URL(request.url).searchParams.get("limit") ?? 20);
    return new Response(await feedBaselineJson(database, context.viewer.userId, limit), { headers: { "content-type": "application/json" } });
  },
};

const server = await listen(bench, 0, "127.0.0.1");
console.log(`LISTENING ${server.url}`);
process.on("SIGTERM", () => {
  void server.close().then(() => database.close()).then(() => process.exit(0));
});

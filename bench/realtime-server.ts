import { loadConfig } from "../api/src/config.ts";
import { openDatabase } from "../api/src/db/client.ts";
import { createApp, type App } from "../api/src/http/app.ts";
import { listen } from "../api/src/http/server.ts";
import { createRealtimePubSub } from "../api/src/services/pubsub.ts";
import { isSeeded, seedDatabase } from "../prisma/seed/seed.ts";

// One node of the realtime bench: the real app (REDIS_URL set: instances fan out through Redis),
// migrated and seeded like `npm start`, plus one route the driver reads its memory from.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
await database.migrate();
if (process.env.BENCH_SEED === "1" && !(await isSeeded(database))) await seedDatabase(database);
const app = createApp({ config, database, pubsub: createRealtimePubSub(config.redisUrl) });

const bench: App = {
  ...app,
  async fetch(request, clientIp) {
    if (new URL(request.url).pathname === "/bench/rss") return Response.json({ rss: process.memoryUsage().rss });
    return app.fetch(request, clientIp);
  },
};

const server = await listen(bench, 0, "127.0.0.1");
console.log(`LISTENING ${server.url}`);
process.on("SIGTERM", () => {
  void server
    .close()
    .then(() => app.deps.pubsub.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});

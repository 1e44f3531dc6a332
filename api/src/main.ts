import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createApp } from "./http/app.ts";
import { listen } from "./http/server.ts";
import { createRealtimePubSub } from "./services/pubsub.ts";
import { startHousekeeping } from "./jobs/housekeeping.ts";
import { isSeeded, seedDatabase } from "../../prisma/seed/seed.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
const applied = await database.migrate();
if (applied.length) console.log(`[db] applied migrations: ${applied.join(", ")}`);
if (!(await isSeeded(database))) {
  console.log("[db] empty database: loading demo data (see README for the demo accounts)");
  await seedDatabase(database, { log: (line) => console.log(`[seed] ${line}`) });
}

const pubsub = createRealtimePubSub(config.redisUrl);
const app = createApp({ config, database, pubsub });
const server = await listen(app, config.port);
const stopHousekeeping = startHousekeeping(database.prisma, config.accessTrail.retentionDays);
console.log(`[http] Consilium on ${server.url} (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[http] ${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  stopHousekeeping();
  await server.close();
  await pubsub.close();
  // The access trail's last batch, before the database closes (README "Access trail").
  await app.deps.trail.close();
  // PGlite must be closed or its data folder is left dirty and the process hangs.
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

import { loadConfig, type Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createApp } from "./http/app.ts";
import { listen } from "./http/server.ts";
import { createRealtimePubSub } from "./services/pubsub.ts";
import { startHousekeeping } from "./jobs/housekeeping.ts";
import { startReportTransferRetries } from "./jobs/report-transfers.ts";
import { startDutyEscalation } from "./jobs/duty-escalation.ts";
import { sweepOrphanFiles } from "./domain/files/orphans.ts";
import { configureIpRateLimits } from "./domain/rate-limit.ts";
import { isSeeded } from "../../prisma/seed/seeded.ts";

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // A wrong setting is the operator's to fix: one line naming it, not a stack trace.
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = configOrExit();
configureIpRateLimits(config.ipRateLimits);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
const applied = await database.migrate();
if (applied.length) console.log(`[db] applied migrations: ${applied.join(", ")}`);
// The demo data's module (and the seed's ~180 KB of sources) loads only for an empty database.
if (!(await isSeeded(database))) {
  console.log("[db] empty database: loading demo data (see README for the demo accounts)");
  const { seedDatabase } = await import("../../prisma/seed/seed.ts");
  await seedDatabase(database, { log: (line) => console.log(`[seed] ${line}`) });
}

const pubsub = createRealtimePubSub(config.redisUrl);
const app = createApp({ config, database, pubsub });
// Before listening, so no upload is in progress here; with the embedded database no other
// instance shares the folder, so whatever a crash left goes now, not an hour later.
const swept = await sweepOrphanFiles({ db: database.prisma, storage: app.deps.storage }, { now: new Date(), exclusive: database.kind === "pglite" });
if (swept.temporaries + swept.objects > 0) console.log(`[files] removed ${swept.temporaries} temporary and ${swept.objects} orphan files left by a crash`);
const server = await listen(app, config.port);
const stopHousekeeping = startHousekeeping(database.prisma, app.deps.storage, config.accessTrail.retentionDays);
const secureMailer = app.deps.secureMailer;
const stopDutyEscalation = startDutyEscalation({ db: database.prisma, messenger: app.deps.messenger, publicUrl: config.publicUrl });
const stopReportTransfers = secureMailer ? startReportTransferRetries({ db: database.prisma, pubsub, mailer: secureMailer }) : () => undefined;
console.log(`[http] Consilium on ${server.url} (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[http] ${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  stopHousekeeping();
  stopReportTransfers();
  stopDutyEscalation();
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

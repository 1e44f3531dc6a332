import { loadConfig } from "../../api/src/config.ts";
import { openDatabase } from "../../api/src/db/client.ts";
import { addBulkRequests } from "./bulk-requests.ts";
import { isSeeded, seedDatabase } from "./seed.ts";

// npm run seed [-- --requests N]
// Migrates and seeds the configured database (DATA_DIR or DATABASE_URL) when it is empty;
// --requests N then adds N generated requests for benchmarks.

const args = process.argv.slice(2);
const index = args.indexOf("--requests");
const extra = index >= 0 ? Number(args[index + 1]) : 0;
if (!Number.isInteger(extra) || extra < 0) {
  console.error("--requests needs a whole number, e.g. npm run seed -- --requests 1000000");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
try {
  await database.migrate();
  if (await isSeeded(database)) console.log("[seed] demo data already present");
  else await seedDatabase(database, { log: (line) => console.log(`[seed] ${line}`) });
  if (extra > 0) {
    const started = Date.now();
    await addBulkRequests(database, extra, (line) => console.log(`[seed] ${line}`));
    console.log(`[seed] added ${extra} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}

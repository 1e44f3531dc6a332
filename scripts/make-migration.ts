import { openPGlite, pgliteAdapterFactory } from "../api/src/db/pglite.ts";
import { openSchemaEngine, pendingSchemaDiff, writeMigration } from "../api/src/db/schema-engine.ts";

// Migrations are diffed against an in-memory PGlite: the wasm engine's shadow database
// works there unpatched, and the SQL applies unchanged to PostgreSQL (STACK.md).
const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run migration:new -- <snake_case_name>");
  process.exit(2);
}
const pglite = openPGlite();
try {
  const engine = await openSchemaEngine(pgliteAdapterFactory(pglite));
  const sql = await pendingSchemaDiff(engine);
  if (!sql) {
    console.log("prisma/schema/ and prisma/migrations agree: nothing to write");
  } else {
    const dir = await writeMigration(name, sql, new Date());
    console.log(`wrote prisma/migrations/${dir}/migration.sql`);
  }
} finally {
  await pglite.close();
}

import { readFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { openPGlite, pgliteAdapterFactory } from "../api/src/db/pglite.ts";
import { printedSchema } from "./print-schema.ts";
import { MAP_TOWNS_FILE, mapTownsJson } from "./map-towns.ts";
import { openSchemaEngine, pendingSchemaDiff } from "../api/src/db/schema-engine.ts";

// Fails when a committed generated file no longer matches its source:
// schema.graphql vs the Pothos builder, the map's towns vs the gazetteer, Relay artifacts vs the web's GraphQL, migrations vs prisma/schema/.
const problems: string[] = [];

const committed = await readFile("schema.graphql", "utf8").catch(() => "");
if (committed !== printedSchema()) problems.push("schema.graphql is stale: run `npm run generate`");
if ((await readFile(MAP_TOWNS_FILE, "utf8").catch(() => "")) !== mapTownsJson()) problems.push(`${MAP_TOWNS_FILE} is stale (the gazetteer changed): run \`npm run generate\``);

try {
  execFileSync("npx", ["relay-compiler", "--validate"], { stdio: "pipe" });
} catch (error) {
  const output = error instanceof Error && "stdout" in error ? String((error as { stdout: unknown }).stdout) : "";
  problems.push(`Relay artifacts are stale: run \`npm run generate\`\n${output.slice(-2000)}`);
}

const pglite = openPGlite();
try {
  const engine = await openSchemaEngine(pgliteAdapterFactory(pglite));
  const diff = await pendingSchemaDiff(engine);
  engine.free();
  if (diff) problems.push(`prisma/migrations lag behind prisma/schema/: run \`npm run migration:new -- <name>\`\n${diff.slice(0, 2000)}`);
} finally {
  await pglite.close();
}

if (problems.length) {
  console.error(problems.join("\n\n"));
  process.exit(1);
}
console.log("generated files are up to date (schema.graphql, map towns, Relay artifacts, migrations)");

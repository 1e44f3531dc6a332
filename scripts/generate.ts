import { writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { printedSchema } from "./print-schema.ts";
import { MAP_TOWNS_FILE, mapTownsJson } from "./map-towns.ts";

// Regenerates every committed generated file that the API owns, then the Relay artifacts.
await writeFile("schema.graphql", printedSchema());
console.log("wrote schema.graphql");
await writeFile(MAP_TOWNS_FILE, mapTownsJson());
console.log(`wrote ${MAP_TOWNS_FILE}`);
execFileSync("npx", ["relay-compiler"], { stdio: "inherit" });

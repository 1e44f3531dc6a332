import { writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { printedSchema } from "./print-schema.ts";

// Regenerates every committed generated file that the API owns, then the Relay artifacts.
await writeFile("schema.graphql", printedSchema());
console.log("wrote schema.graphql");
execFileSync("npx", ["relay-compiler"], { stdio: "inherit" });

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// DESIGN.md "One access gate per area": adapters never read a row a viewer asked for with the
// Prisma client themselves. REST handlers call domain functions only; GraphQL resolvers may
// use the client only to load a Pothos selection (`...query`), with the area's filter beside it.

const here = import.meta.dirname;

function sources(folder: string): string[] {
  return readdirSync(path.join(here, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => path.join(folder, file));
}

const clientCall = /\b(?:prisma|db)\.(\w+)\.(\w+)\(([^)]{0,120})/g;

/**
 * Models whose rows are patient data (issue 17 item 1): adapters load them only through their
 * area's gate (domain/requests/gate.ts and its siblings), which ANDs the viewer's filter, so no
 * nested field can load them any other way (H1: Group.requests loaded requests by id alone).
 */
const PROTECTED_MODELS = ["request", "message", "file", "patient", "consult", "participant", "readStatus", "consultTag", "hospitalEncounter", "notification"];
const protectedCall = new RegExp(`\\b(?:prisma|db|tx)\\s*\\.\\s*(?:${PROTECTED_MODELS.join("|")})\\s*\\.\\s*\\w+`, "g");

describe("adapters and the Prisma client", () => {
  const adapters = ["graphql", "rest", "http", "call", "jobs"].flatMap((folder) => sources(folder));
  it.each(adapters.map((file) => [file] as const))("%s loads patient data only through the areas' gates", (file) => {
    const calls = [...readFileSync(path.join(here, file), "utf8").matchAll(protectedCall)].map((m) => m[0]);
    expect(calls).toEqual([]);
  });

  it.each(sources("rest").map((file) => [file] as const))("%s does not query the database itself", (file) => {
    const calls = [...readFileSync(path.join(here, file), "utf8").matchAll(clientCall)].map((m) => m[0]);
    expect(calls).toEqual([]);
  });

  it.each(sources("graphql").map((file) => [file] as const))("%s queries only to load a selection", (file) => {
    const calls = [...readFileSync(path.join(here, file), "utf8").matchAll(clientCall)];
    const outsideSelections = calls.filter((m) => !/^\s*\{\s*\.\.\.(query|q)\b/.test(m[3] ?? "") && !/^\s*\{\s*\.\.\.queryFromInfo\(/.test(m[3] ?? "")).map((m) => m[0]);
    expect(outsideSelections).toEqual([]);
  });
});

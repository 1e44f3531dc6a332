import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// DESIGN.md: "an import cycle fails the tests". The graph of runtime imports (type-only imports
// vanish at build time) of the API and the web must have no cycle.

const root = path.resolve(import.meta.dirname, "../..");
const importPattern = /^\s*(import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("__generated__") && !file.includes("generated/"))
    .map((file) => path.join(root, folder, file));
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@rules/") ? path.join(root, "api/src/domain/rules", specifier.slice(7)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  return base && existsSync(base) ? base : null;
}

function findCycles(files: string[]): string[][] {
  const edges = new Map(files.map((file) => [file, [...readFileSync(file, "utf8").matchAll(importPattern)].flatMap((m) => resolveImport(file, m[2] ?? "") ?? [])]));
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe("import graph", () => {
  it("finds a cycle when there is one, and ignores type-only imports", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "cycles-"));
    writeFileSync(path.join(folder, "a.ts"), 'import { b } from "./b.ts";\nexport const a = b;\n');
    writeFileSync(path.join(folder, "b.ts"), 'import { c } from "./c.ts";\nexport const b = c;\n');
    writeFileSync(path.join(folder, "c.ts"), 'import type { A } from "./a.ts";\nexport const c = 1 as unknown as A;\nexport type A = number;\n');
    const files = ["a.ts", "b.ts", "c.ts"].map((f) => path.join(folder, f));
    expect(findCycles(files)).toEqual([]);
    writeFileSync(path.join(folder, "c.ts"), 'import { a } from "./a.ts";\nexport const c = a;\n');
    expect(findCycles(files)).toHaveLength(1);
  });

  it.each(["api/src", "web/src"])("of %s has no cycle", (folder) => {
    expect(findCycles(sourceFiles(folder))).toEqual([]);
  });
});

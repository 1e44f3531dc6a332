import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPILER_WASM_BASE64 } from "./client.ts";

describe("the query compiler's WebAssembly", () => {
  it("is read from the very file the generated client imports (issue 18 item 6)", () => {
    const generated = readFileSync(new URL("./generated/prisma/internal/class.ts", import.meta.url), "utf8");
    expect(generated).toContain(`await import("${COMPILER_WASM_BASE64}")`);
  });
});

import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two projects: `unit` for pure logic beside the code, `integration` for tests that need a
// database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). e2e/ belongs to Playwright.
export default defineConfig({
  resolve: {
    // graphql 17 ships a separate "development" build; Vitest would load it for our code while
    // Node loads the default build for Pothos and yoga, and two copies of graphql break instanceof.
    alias: [
      { find: /^graphql$/, replacement: fileURLToPath(new URL("./node_modules/graphql/index.mjs", import.meta.url)) },
      { find: /^@rules\//, replacement: fileURLToPath(new URL("./api/src/domain/rules/", import.meta.url)) },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{api,web,prisma,scripts,bench}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{api,prisma,scripts}/**/*.int.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Migrates once per run; each file's database is a copy of that one (test-database.ts).
          globalSetup: ["api/src/testing/database-template.ts"],
          // Each file gets its own database; two at a time suits the 2-core CI machine.
          maxWorkers: 2,
          // A worker runs its files one after another in one module graph: the app, Prisma's
          // client, the schema and PGlite's WebAssembly load once per worker, not once per file
          // (issue 18: that load was a quarter of the suite's time). Files share no state but
          // their modules' own: each opens its database and app in beforeAll and drops them in
          // afterAll, and a spy is restored by the test that made it.
          isolate: false,
        },
      },
    ],
  },
});

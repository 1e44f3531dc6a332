import { defineConfig } from "prisma/config";

// Prisma 7 reads the connection from here; the app itself builds its own driver adapter
// (PGlite or pg) in api/src/db/client.ts and never relies on this URL.
export const config = defineConfig({
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
});

export default config;

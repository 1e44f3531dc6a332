import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";

// Starts the API for the browser journeys on an empty embedded database, so every run sees
// exactly the deterministic demo data.
const dataDir = path.resolve(process.env.DATA_DIR ?? "");
if (!path.basename(dataDir).startsWith(".data-e2e")) {
  // Never wipe a developer's own database by accident.
  throw new Error(`e2e/serve.ts wipes DATA_DIR, which must be a .data-e2e* folder (got "${dataDir}")`);
}
if (!existsSync(path.resolve(process.env.WEB_DIST ?? "web/dist", "index.html"))) {
  throw new Error("The web app is not built: run `npm run build` first (`npm run test:e2e` does both).");
}
await rm(dataDir, { recursive: true, force: true });
await import("../api/src/main.ts");

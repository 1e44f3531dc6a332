import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "../config.ts";
import { createApp, type App } from "../http/app.ts";
import { createRealtimePubSub } from "../services/pubsub.ts";
import type { Database } from "../db/client.ts";
import type { PubSub, PushSender } from "../domain/ports.ts";

/** The real app over a test database, with a tiny stand-in web build for the SPA routes; in-process pubsub unless given one. */
export function createTestApp(database: Database, overrides: Partial<Config> = {}, now?: () => Date, pubsub: PubSub = createRealtimePubSub(undefined), ports: { push?: PushSender } = {}): App {
  const webDist = mkdtempSync(path.join(tmpdir(), "consilium-web-"));
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Consilium</title><div id=root></div>");
  const filesDir = mkdtempSync(path.join(tmpdir(), "consilium-files-"));
  const defaults = loadConfig({});
  // The access trail's batches are written only when a test flushes them (access-trail.int.test.ts):
  // a timed flush landing inside another test's window would add a statement to its SQL count.
  const accessTrail = { ...defaults.accessTrail, flushMs: 3_600_000, batchSize: 100_000 };
  // A link seal key of this app's own, rather than one written into the working copy's data folder.
  const config = { ...defaults, webDist, filesDir, accessTrail, linkSealKey: randomBytes(32), ...overrides };
  return createApp({ config, database, pubsub, ...(now ? { now } : {}), ...ports });
}

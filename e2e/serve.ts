import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../api/src/db/client.ts";
import { startTestIdentityProvider } from "../api/src/testing/oidc-test-provider.ts";
import { startTestSmtpRelay } from "../api/src/testing/test-smtp-relay.ts";

// Starts the API for the browser journeys on an empty database, so every run sees exactly the
// deterministic demo data: a PostgreSQL database of its own when TEST_DATABASE_URL names a server
// (CI's case), else the embedded PGlite in DATA_DIR.
const dataDir = path.resolve(process.env.DATA_DIR ?? "");
if (!path.basename(dataDir).startsWith(".data-e2e")) {
  // Never wipe a developer's own database by accident.
  throw new Error(`e2e/serve.ts wipes DATA_DIR, which must be a .data-e2e* folder (got "${dataDir}")`);
}
if (!existsSync(path.resolve(process.env.WEB_DIST ?? "web/dist", "index.html"))) {
  throw new Error("The web app is not built: run `npm run build` first (`npm run test:e2e` does both).");
}
// The folder holds the uploaded files and the link-sealing key in both modes.
await rm(dataDir, { recursive: true, force: true });

const port = process.env.PORT ?? "3000";
// The port names the database below: digits only, so it is a plain SQL identifier.
if (!/^\d+$/.test(port)) throw new Error(`e2e/serve.ts needs a numeric PORT (got "${port}")`);
const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `consilium_e2e_${port}`;
if (serverUrl) process.env.DATABASE_URL = await freshE2eDatabase(serverUrl, databaseName);
removeWhenDone(serverUrl, databaseName);

/**
 * Tests leave nothing behind: once the server has stopped (api/src/server.ts ends its shutdown
 * with process.exit, after closing its database), the run's database and folder go too. Playwright
 * stops the web server after its global teardown, so a teardown file would run while the server
 * still holds its connections; the exit is the first moment nothing uses them.
 */
function removeWhenDone(server: string | undefined, name: string): void {
  const exit = process.exit.bind(process);
  let removing = false;
  const exitAfterRemoving = (code?: number | string | null) => {
    if (removing) return exit(code);
    removing = true;
    const dropped = server ? dropDatabase(server, name) : Promise.resolve();
    void dropped
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .catch((error: unknown) => console.error(`[e2e] could not remove the run's database: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => exit(code));
  };
  process.exit = exitAfterRemoving as typeof process.exit;
}

async function dropDatabase(server: string, name: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: server });
  try {
    // FORCE: a run killed before its shutdown, or the server's forced exit (its 10 s shutdown
    // timer), may leave connections open.
    await admin.rawQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.close();
  }
}

/**
 * Drops and recreates the run's database on the server, answering its address; the API then
 * migrates and seeds it as on a first start. Why not PGlite here: it is one connection, so
 * two journeys' requests queue behind each other (and behind the access trail's writes), and
 * its WebAssembly engine costs more CPU per statement on a 2-core machine than the server does.
 * The name carries the port, so two runs on one machine (E2E_PORT) never share a database.
 */
async function freshE2eDatabase(server: string, name: string): Promise<string> {
  // A previous run killed before its shutdown may have left its database.
  await dropDatabase(server, name);
  const admin = await openDatabase({ databaseUrl: server });
  try {
    await admin.rawQuery(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

// A real OpenID Connect provider stands in for Pro Santé Connect, so the card login runs its
// whole round trip in the browser. Its accounts are RPPS numbers; any password is accepted.
const publicUrl = `http://localhost:${port}`;
const identityProvider = await startTestIdentityProvider(`${publicUrl}/pro-sante-connect`);
// A real SMTP server stands in for the MSSanté operator's relay: the report transfer journey
// (e2e/documents-mss.spec.ts) sees a real "sent". Each message it takes is logged in one line.
const mssRelay = await startTestSmtpRelay((mail) => {
  const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : "?";
  console.log(`[e2e] MSSanté relay took "${mail.subject ?? ""}" for ${to} with ${mail.attachments.length} attachment(s)`);
});
Object.assign(process.env, {
  PUBLIC_URL: publicUrl,
  MSS_SMTP_URL: mssRelay.url,
  PSC_ISSUER: identityProvider.issuer,
  PSC_CLIENT_ID: identityProvider.clientId,
  PSC_CLIENT_SECRET: identityProvider.clientSecret,
  // Every journey logs in from 127.0.0.1: ninety-odd logins in a run are one hospital's morning,
  // not an attack (the limits themselves are proven in api/src/domain/rate-limit.int.test.ts).
  RATE_LIMIT_LOGINS_PER_IP: "1000",
  RATE_LIMIT_CODES_PER_IP: "1000",
});
console.log(`[e2e] test identity provider on ${identityProvider.issuer}, MSSanté relay on ${mssRelay.url}`);
await import("../api/src/main.ts");

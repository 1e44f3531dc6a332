import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../fixtures.ts";
import { startTestIdentityProvider, type TestIdentityProvider } from "../oidc-test-provider.ts";
import { createTestApp } from "../test-app.ts";
import { TestClient } from "../test-client.ts";
import { createTestDatabase, type TestDatabase } from "../test-database.ts";
import type { Config } from "../../config.ts";
import type { App } from "../../http/app.ts";
import { globalId, type Known } from "./values.ts";

// The world the fuzzer runs in: the real app over a fresh test database with the fixtures,
// Pro Santé Connect configured against a local provider (as in production), and one client
// per kind of caller, each with its own session.

export type CallerName = "anonymous" | "validated" | "pending" | "super";

type Account = { email: string; userId: number; validationStatus: "VALIDATED" | "PENDING"; isSuper: boolean; passwordHash: string };

export type Caller = { name: CallerName; client: TestClient; account?: Account };

export type FuzzWorld = {
  database: TestDatabase;
  app: App;
  fixtures: Fixtures;
  callers: Caller[];
  known: Known;
  close(): Promise<void>;
};

/** Where the harness's own logins come from; fuzzed calls use other addresses. */
const HARNESS_IP = "192.0.2.1";

async function loadKnown(database: TestDatabase, fixtures: Fixtures): Promise<Known> {
  const prisma = database.prisma;
  const [users, professionals, requests, messages, patients] = await Promise.all([
    prisma.user.findMany({ select: { id: true } }),
    prisma.professional.findMany({ select: { id: true, rpps: true } }),
    prisma.request.findMany({ select: { id: true } }),
    prisma.message.findMany({ select: { id: true } }),
    prisma.patient.findMany({ select: { id: true } }),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  const byType = { User: ids(users), Professional: ids(professionals), Request: ids(requests), Message: ids(messages), Patient: ids(patients) };
  return {
    emails: [fixtures.alice.email, fixtures.bob.email, fixtures.carol.email],
    passwords: [FIXTURE_PASSWORD],
    ids: [...new Set(Object.values(byType).flat())],
    globalIds: Object.fromEntries(Object.entries(byType).map(([type, list]) => [type, list.map((id) => globalId(type, id))])),
    rpps: professionals.map((p) => p.rpps),
  };
}

/** Puts the callers' accounts back as they were (a fuzzed call may validate, reject or promote one). */
export async function restoreAccounts(world: FuzzWorld): Promise<void> {
  const accounts = world.callers.flatMap((c) => (c.account ? [c.account] : []));
  const prisma = world.database.prisma;
  const users = await prisma.user.findMany({ where: { id: { in: accounts.map((a) => a.userId) } }, select: { id: true, validationStatus: true, isSuper: true, passwordHash: true } });
  for (const account of accounts) {
    const user = users.find((u) => u.id === account.userId);
    if (user && user.validationStatus === account.validationStatus && user.isSuper === account.isSuper && user.passwordHash === account.passwordHash) continue;
    await prisma.user.update({ where: { id: account.userId }, data: { validationStatus: account.validationStatus, isSuper: account.isSuper, passwordHash: account.passwordHash } });
  }
}

/** Logs the caller in again when a fuzzed call ended its session (logout, a newer login...). */
export async function restoreSession(world: FuzzWorld, caller: Caller): Promise<void> {
  const account = caller.account;
  if (!account) return;
  const viewer = await caller.client.graphql<{ viewer: { databaseId: number } | null }>("{ viewer { databaseId } }");
  if (viewer.data?.viewer?.databaseId === account.userId) return;
  // The fuzzer may have spent this account's login attempts; the harness's own login must not fail for that.
  await world.database.rawQuery("DELETE FROM rate_limit_hits WHERE bucket LIKE $1 OR bucket LIKE $2 OR bucket = $3", [
    `%:${account.email}`,
    `%:${account.email}:%`,
    `login:ip:${HARNESS_IP}`,
  ]);
  const ip = caller.client.ip;
  caller.client.ip = HARNESS_IP;
  try {
    const login = await caller.client.login(account.email, FIXTURE_PASSWORD, { rememberMfa: true });
    if (login.data?.login.__typename !== "LoginSuccess") throw new Error(`the harness could not log ${account.email} in again: ${JSON.stringify(login)}`);
  } finally {
    caller.client.ip = ip;
  }
}

export async function createFuzzWorld(overrides: Partial<Config> = {}): Promise<FuzzWorld> {
  const database = await createTestDatabase();
  let idp: TestIdentityProvider | undefined;
  try {
    const fixtures = await createFixtures(database.prisma, { aliceRequests: 3 });
    idp = await startTestIdentityProvider("http://localhost/pro-sante-connect");
    const app = createTestApp(database, { publicUrl: "http://localhost", psc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret }, ...overrides });
    const prisma = database.prisma;
    await prisma.user.update({ where: { id: fixtures.bob.id }, data: { isSuper: true } });
    await prisma.user.update({ where: { id: fixtures.carol.id }, data: { validationStatus: "PENDING" } });
    const hashes = new Map((await prisma.user.findMany({ select: { id: true, passwordHash: true } })).map((u) => [u.id, u.passwordHash ?? ""]));
    const account = (user: { id: number; email: string }, validationStatus: Account["validationStatus"], isSuper: boolean): Account => ({
      email: user.email,
      userId: user.id,
      validationStatus,
      isSuper,
      passwordHash: hashes.get(user.id) ?? "",
    });
    const callers: Caller[] = [
      { name: "anonymous", client: new TestClient(app) },
      { name: "validated", client: new TestClient(app), account: account(fixtures.alice, "VALIDATED", false) },
      { name: "pending", client: new TestClient(app), account: account(fixtures.carol, "PENDING", false) },
      { name: "super", client: new TestClient(app), account: account(fixtures.bob, "VALIDATED", true) },
    ];
    const known = await loadKnown(database, fixtures);
    const closeIdp = idp;
    const world: FuzzWorld = {
      database,
      app,
      fixtures,
      callers,
      known,
      async close() {
        await closeIdp.close();
        await database.drop();
      },
    };
    for (const caller of callers) await restoreSession(world, caller);
    return world;
  } catch (error) {
    await idp?.close();
    await database.drop();
    throw error;
  }
}

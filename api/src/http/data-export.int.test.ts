import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneExpired } from "../domain/housekeeping.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";

// Issue 20 item 10, "My data" (GDPR articles 15 and 20): the account's own data as JSON files in
// a zip, prepared in the background, through GraphQL and REST; nobody else's.

let db: TestDatabase;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;
let app: ReturnType<typeof createTestApp>;

type ExportState = { databaseId: number; status: string; progress: number; total: number; downloadPath: string | null };

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 3 });
  await db.prisma.billingInfo.create({ data: { userId: fx.alice.id, label: "Cabinet", number: "751123456", isDefault: true } });
  const group = await db.prisma.group.create({ data: { name: "Réseau gériatrie test", mode: "RECIPIENT", country: "FR" } });
  await db.prisma.membership.create({ data: { groupId: group.id, professionalId: fx.alice.professionalId, status: "ONGOING", canAsk: true } });
  app = createTestApp(db);
  alice = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  bob = new TestClient(app);
  await bob.login(fx.bob.email, FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

const STATE = "dataExport { databaseId status progress total downloadPath }";

async function latest(client: TestClient): Promise<ExportState | null> {
  const answer = await client.graphql<{ viewer: { dataExport: ExportState | null } }>(`{ viewer { ${STATE} } }`);
  return answer.data?.viewer.dataExport ?? null;
}

/** The preparation runs after the call has answered: read its state until it has finished. */
async function finished(client: TestClient): Promise<ExportState | null> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const state = await latest(client);
    if (state?.status !== "PREPARING") return state;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return latest(client);
}

async function download(client: TestClient, path: string): Promise<{ status: number; files: Record<string, unknown> }> {
  const response = await client.fetch(path);
  if (response.status !== 200) return { status: response.status, files: {} };
  const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return { status: 200, files: Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, JSON.parse(strFromU8(bytes)) as unknown])) };
}

describe("my data", () => {
  it("is prepared in the background, then downloads as a zip of the account's own data", async () => {
    expect(await latest(alice)).toBeNull();
    const asked = await alice.graphql<{ requestDataExport: { __typename: string; user: { dataExport: ExportState } } }>(`mutation { requestDataExport { __typename ... on DataExportRequested { user { ${STATE} } } } }`);
    expect(asked.data?.requestDataExport.__typename).toBe("DataExportRequested");
    expect(asked.data?.requestDataExport.user.dataExport.total).toBe(4);

    const ready = await finished(alice);
    expect(ready).toMatchObject({ status: "READY", progress: 4, total: 4 });
    const { status, files } = await download(alice, ready?.downloadPath ?? "");
    expect(status).toBe(200);
    expect(Object.keys(files).sort()).toEqual(["about.json", "memberships.json", "profile.json", "requests.json", "settings.json"]);
    expect(files["profile.json"]).toMatchObject({ id: fx.alice.id, email: fx.alice.email, country: "FR" });
    expect(files["settings.json"]).toMatchObject({ billing_infos: [{ label: "Cabinet", number: "751123456", is_default: true }] });
    expect(files["memberships.json"]).toMatchObject([{ group: "Réseau gériatrie test", status: "ongoing", can_ask: true }]);
    const requests = files["requests.json"] as { id: number; description: string }[];
    expect(requests.map((r) => r.id).sort((a, b) => a - b)).toEqual([...fx.aliceRequestIds].sort((a, b) => a - b));
    expect(requests.map((r) => r.description).sort()).toEqual(["Question 0", "Question 1", "Question 2"]);
    // The patients' identity is theirs, not the account's: no patient name anywhere.
    expect(JSON.stringify(files)).not.toMatch(/Patient\d|Nom\d/);
    expect(files["about.json"]).toMatchObject({
      user_id: fx.alice.id,
      language: "fr",
      title: "Vos données Consilium",
      retention: expect.arrayContaining([expect.objectContaining({ kind: "sessions", days: 7, rule: "Conservé 7 jours après la fin de la session." })]),
    });
    // The descriptions are patient data: the download is in the access trail, request by request.
    await app.deps.trail.flush();
    const reads = await db.prisma.accessEvent.findMany({ where: { userId: fx.alice.id, action: "read", targetType: "request" }, select: { targetId: true } });
    expect(reads.map((r) => r.targetId).sort((a, b) => a - b)).toEqual([...fx.aliceRequestIds].sort((a, b) => a - b));
  });

  it("answers the same download when asked again within the hour (REST)", async () => {
    const first = await latest(alice);
    const again = await alice.rest("POST", "/users/me/data_exports");
    expect(again.status).toBe(202);
    expect(await again.json()).toMatchObject({ id: first?.databaseId, status: "ready", progress: 4, total: 4, download_url: first?.downloadPath });
    const followed = await alice.rest("GET", "/users/me/data_exports/latest");
    expect(await followed.json()).toMatchObject({ data_export: { id: first?.databaseId, status: "ready" } });
  });

  it("is never another user's: Bob gets a 404 exactly like a missing download, and no state", async () => {
    const state = await latest(alice);
    const path = state?.downloadPath ?? "";
    const stolen = await bob.fetch(path);
    const missing = await bob.fetch("/api/v1/users/me/data_exports/2147483647/download");
    expect([stolen.status, await stolen.json()]).toEqual([missing.status, await missing.json()]);
    expect(stolen.status).toBe(404);
    const aliceSeenByBob = await bob.graphql<{ node: { dataExport: unknown } }>("query($id: ID!) { node(id: $id) { ... on User { dataExport { databaseId } } } }", {
      id: Buffer.from(`User:${fx.alice.id}`).toString("base64"),
    });
    expect(aliceSeenByBob.data?.node).toEqual({ dataExport: null });
    expect(await latest(bob)).toBeNull();
  });

  it("writes about.json in the account's language: German for a German account", async () => {
    await db.prisma.user.update({ where: { id: fx.carol.id }, data: { locale: "de" } });
    const carol = new TestClient(app);
    await carol.login(fx.carol.email, FIXTURE_PASSWORD);
    expect((await carol.rest("POST", "/users/me/data_exports")).status).toBe(202);
    const ready = await finished(carol);
    const { status, files } = await download(carol, ready?.downloadPath ?? "");
    expect(status).toBe(200);
    const about = files["about.json"] as { language: string; title: string; not_included: string; retention: { kind: string; data: string; rule: string }[] };
    expect(about).toMatchObject({ language: "de", title: "Ihre Consilium-Daten" });
    expect(about.not_included).toMatch(/^Die Identität der Patientinnen und Patienten/);
    expect(about.retention.find((item) => item.kind === "sessions")).toMatchObject({ data: "Sitzungen und gespeicherte Geräte", rule: "Aufbewahrt 7 Tage nach dem Ende der Sitzung." });
    expect(JSON.stringify(about)).not.toMatch(/Kept|Conservé/);
    await db.prisma.dataExport.deleteMany({ where: { userId: fx.carol.id } });
  });

  it("is deleted with what it gathered a week after it was asked for", async () => {
    await pruneExpired(db.prisma, new Date(Date.now() + 6 * 86_400_000));
    expect(await db.prisma.dataExport.count({ where: { userId: fx.alice.id } })).toBe(1);
    const pruned = await pruneExpired(db.prisma, new Date(Date.now() + 8 * 86_400_000));
    expect(pruned.dataExports).toBe(1);
    expect(await db.prisma.dataExport.count({ where: { userId: fx.alice.id } })).toBe(0);
  });
});

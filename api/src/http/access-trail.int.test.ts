import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeAccessTrail } from "../domain/admin/access-trail-retention.ts";
import { createFolderStorage } from "../services/storage.ts";
import { createFixtures, type Fixtures } from "../testing/fixtures.ts";
import { loggedInClient } from "../testing/logged-in.ts";
import { createTestApp } from "../testing/test-app.ts";
import type { TestClient } from "../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import type { App } from "./app.ts";

// Issue 17 item 7: every read of patient data leaves one entry in the access trail, with the
// right door, user and address, whatever path the reader took; super users export it; the
// participants see who outside them opened their request; the trail is append-only and purged
// after its retention only.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let requestId: number;
let fileId: number;
let superUser: { id: number; email: string };
let alice: TestClient;

const ALICE_IP = "198.51.100.7";
const REQUEST_QUERY = `query($id: ID!) { node(id: $id) { ... on Request { description patient { lastName } messages { edges { node { content } } } files { name } } } }`;
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

type Entry = { userId: number; action: string; targetType: string; targetId: number; requestId: number | null; door: string; ip: string | null; detail: string | null };

/** The entries written since `after` (flushing the buffer first, as a shutdown would). */
async function entriesAfter(after: bigint): Promise<Entry[]> {
  await app.deps.trail.flush();
  return db.prisma.accessEvent.findMany({
    where: { id: { gt: after } },
    orderBy: { id: "asc" },
    select: { userId: true, action: true, targetType: true, targetId: true, requestId: true, door: true, ip: true, detail: true },
  });
}

async function lastId(): Promise<bigint> {
  await app.deps.trail.flush();
  return (await db.prisma.accessEvent.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id ?? 0n;
}

async function client(email: string, ip: string): Promise<TestClient> {
  const logged = await loggedInClient(app, email);
  logged.ip = ip;
  return logged;
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 2 });
  app = createTestApp(db);
  requestId = fx.aliceRequestIds[0] ?? 0;
  const object = await createFolderStorage(app.deps.config.filesDir).put(new TextEncoder().encode("ECG 12 dérivations"));
  fileId = (
    await db.prisma.file.create({
      data: { requestId, uploadedById: fx.alice.id, name: "ecg.txt", contentType: "text/plain", size: BigInt(object.size), sha256: object.sha256, storageKey: object.key },
      select: { id: true },
    })
  ).id;
  const template = await db.prisma.user.findUniqueOrThrow({ where: { id: fx.alice.id }, select: { passwordHash: true } });
  const user = await db.prisma.user.create({
    data: { email: "super@fixtures.test", firstName: "Sam", lastName: "Superviseur", country: "FR", locale: "fr", validationStatus: "VALIDATED", isSuper: true, passwordHash: template.passwordHash },
  });
  superUser = { id: user.id, email: user.email };
  alice = await client(fx.alice.email, ALICE_IP);
});

afterAll(async () => {
  await app.deps.trail.close();
  await db.drop();
});

describe("the access trail records each read once, through every door", () => {
  it("GraphQL from the web app, node: one request read, door web, Alice's address", async () => {
    const after = await lastId();
    const response = await alice.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-consilium-client": "web" },
      body: JSON.stringify({ query: REQUEST_QUERY, variables: { id: globalId("Request", requestId) } }),
    });
    const body = (await response.json()) as { data: { node: { description: string; messages: { edges: unknown[] } } } };
    expect(body.data.node.description).toBe("Question 0");
    expect(body.data.node.messages.edges.length).toBeGreaterThan(1);
    const entries = await entriesAfter(after);
    // Description, patient, messages and files of one request are one read of it.
    expect(entries).toEqual([{ userId: fx.alice.id, action: "read", targetType: "request", targetId: requestId, requestId, door: "web", ip: ALICE_IP, detail: null }]);
  });

  it("GraphQL from another client, node, nodes, a patient and the feed: door graphql, once per request per operation", async () => {
    let after = await lastId();
    await alice.graphql(REQUEST_QUERY, { id: globalId("Request", requestId) });
    expect((await entriesAfter(after)).filter((entry) => entry.targetType === "request").map((entry) => [entry.targetId, entry.door, entry.userId, entry.ip])).toEqual([
      [requestId, "graphql", fx.alice.id, ALICE_IP],
    ]);

    after = await lastId();
    await alice.graphql(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on Request { description } } }`, { ids: fx.aliceRequestIds.map((id) => globalId("Request", id)) });
    expect((await entriesAfter(after)).map((entry) => [entry.targetType, entry.targetId, entry.door])).toEqual(fx.aliceRequestIds.map((id) => ["request", id, "graphql"]));

    // A patient reached on its own (node) is a read of the patient.
    after = await lastId();
    const patientId = (await db.prisma.request.findUniqueOrThrow({ where: { id: requestId }, select: { patientId: true } })).patientId ?? 0;
    await alice.graphql(`query($id: ID!) { node(id: $id) { ... on Patient { lastName birthDate } } }`, { id: globalId("Patient", patientId) });
    expect((await entriesAfter(after)).map((entry) => [entry.targetType, entry.targetId, entry.requestId, entry.door])).toEqual([["patient", patientId, null, "graphql"]]);

    after = await lastId();
    const feed = await alice.graphql<{ requests: { edges: unknown[] } }>(`{ requests(feed: FROM_ME, first: 10) { edges { node { description messages { edges { node { content } } } } } } }`);
    expect(feed.data?.requests.edges).toHaveLength(2);
    const reads = (await entriesAfter(after)).filter((entry) => entry.targetType === "request");
    expect(reads.map((entry) => entry.targetId).sort()).toEqual([...fx.aliceRequestIds].sort());
    expect(new Set(reads.map((entry) => entry.door))).toEqual(new Set(["graphql"]));
  });

  it("REST: the request, its patient and a file download, door rest", async () => {
    const after = await lastId();
    expect((await alice.rest("GET", `/requests/${requestId}`)).status).toBe(200);
    const patientId = (await db.prisma.request.findUniqueOrThrow({ where: { id: requestId }, select: { patientId: true } })).patientId ?? 0;
    expect((await alice.rest("GET", `/patients/${patientId}`)).status).toBe(200);
    const download = await alice.rest("GET", `/requests/${requestId}/files/${fileId}/ecg.txt`);
    expect(await download.text()).toBe("ECG 12 dérivations");
    expect(await entriesAfter(after)).toEqual([
      { userId: fx.alice.id, action: "read", targetType: "request", targetId: requestId, requestId, door: "rest", ip: ALICE_IP, detail: null },
      { userId: fx.alice.id, action: "read", targetType: "patient", targetId: patientId, requestId: null, door: "rest", ip: ALICE_IP, detail: null },
      { userId: fx.alice.id, action: "read", targetType: "file", targetId: fileId, requestId, door: "rest", ip: ALICE_IP, detail: null },
    ]);
  });

  it("records nothing for a row the gate hides", async () => {
    const carol = await client(fx.carol.email, "203.0.113.5");
    const after = await lastId();
    const answer = await carol.graphql<{ node: unknown }>(REQUEST_QUERY, { id: globalId("Request", requestId) });
    expect(answer.data?.node).toBeNull();
    expect((await carol.rest("GET", `/requests/${requestId}`)).status).toBe(404);
    expect(await entriesAfter(after)).toEqual([]);
  });

  it("records a write with what changed", async () => {
    const after = await lastId();
    expect((await alice.rest("POST", `/requests/${requestId}/messages`, { content: "Nouvel ECG joint", status: "published" })).status).toBe(201);
    expect((await entriesAfter(after)).filter((entry) => entry.action === "write")).toEqual([
      { userId: fx.alice.id, action: "write", targetType: "request", targetId: requestId, requestId, door: "rest", ip: ALICE_IP, detail: "message" },
    ]);
  });
});

describe("outsideReaders and the export", () => {
  const READERS = `query($id: ID!) { node(id: $id) { ... on Request { outsideReaders { firstName lastName role lastReadAt } } } }`;

  it("tells the participants that a super user opened the request, and nobody else", async () => {
    const sam = await client(superUser.email, "192.0.2.44");
    await sam.graphql(REQUEST_QUERY, { id: globalId("Request", requestId) });
    await app.deps.trail.flush();
    const bob = await client(fx.bob.email, "192.0.2.10");
    const seen = await bob.graphql<{ node: { outsideReaders: { lastName: string; role: string }[] | null } }>(READERS, { id: globalId("Request", requestId) });
    expect(seen.data?.node.outsideReaders?.map((reader) => [reader.lastName, reader.role])).toEqual([["Superviseur", "SUPER_USER"]]);
    // The super user reads the request but takes no part in it: not told who else looked.
    const own = await sam.graphql<{ node: { outsideReaders: unknown } }>(READERS, { id: globalId("Request", requestId) });
    expect(own.data?.node.outsideReaders).toBeNull();
  });

  it("answers a list of requests in the same statements as one request (no query per row)", async () => {
    const bob = await client(fx.bob.email, "192.0.2.10");
    const NODES = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Request { databaseId outsideReaders { lastName role } } } }`;
    const statementsFor = async (ids: number[]) => {
      const statements: string[] = [];
      const stop = db.onQuery((sql) => statements.push(sql));
      const answer = await bob.graphql<{ nodes: { databaseId: number; outsideReaders: { lastName: string }[] | null }[] }>(NODES, {
        ids: ids.map((id) => globalId("Request", id)),
      });
      stop();
      return { count: statements.length, nodes: answer.data?.nodes ?? [] };
    };
    const otherId = fx.aliceRequestIds[1] ?? 0;
    await statementsFor([requestId]);
    const one = await statementsFor([requestId]);
    const two = await statementsFor([requestId, otherId]);
    expect(two.nodes.map((node) => [node.databaseId, node.outsideReaders?.map((reader) => reader.lastName)])).toEqual([
      [requestId, ["Superviseur"]],
      [otherId, []],
    ]);
    expect(two.count).toBe(one.count);
  });

  it("exports one request's trail or one user's as CSV to super users only", async () => {
    const sam = await client(superUser.email, "192.0.2.44");
    await app.deps.trail.flush();
    const response = await sam.rest("GET", `/admin/access-trail.csv?request_id=${requestId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = (await response.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("at,user_id,user_last_name,user_first_name,action,target_type,target_id,request_id,door,ip,detail,application");
    const doors = new Set(lines.slice(1).map((line) => line.split(",")[8]));
    expect(doors).toEqual(new Set(["web", "graphql", "rest"]));
    expect(lines.some((line) => line.includes(`,Superviseur,Sam,read,request,${requestId},${requestId},graphql,192.0.2.44,`))).toBe(true);

    const byUser = (await (await sam.rest("GET", `/admin/access-trail.csv?user_id=${fx.alice.id}`)).text()).trim().split("\r\n").slice(1);
    expect(byUser.length).toBeGreaterThan(3);
    expect(byUser.every((line) => line.split(",")[1] === String(fx.alice.id))).toBe(true);
    // Exporting is audited: who exported what, from where (the two valid exports above).
    const audits = await db.prisma.auditEvent.findMany({ where: { kind: "access_trail_exported" }, orderBy: { id: "asc" } });
    expect(audits.map((audit) => [audit.actorUserId, audit.targetType, audit.targetId, audit.ip])).toEqual([
      [superUser.id, "request", String(requestId), "192.0.2.44"],
      [superUser.id, "user", String(fx.alice.id), "192.0.2.44"],
    ]);

    expect((await sam.rest("GET", "/admin/access-trail.csv")).status).toBe(422);
    expect((await sam.rest("GET", `/admin/access-trail.csv?request_id=${requestId}&user_id=${fx.alice.id}`)).status).toBe(422);
    const refused = await alice.rest("GET", `/admin/access-trail.csv?request_id=${requestId}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("forbidden");
  });

  // Issue 18: the readers are found one index probe each (a loose scan), not by grouping every
  // read; the answer must stay each outside reader once, at their last read, last reader first.
  it("gives each outside reader once, at their last read, last reader first, leaving out participants however recent", async () => {
    const otherId = fx.aliceRequestIds[1] ?? 0;
    const read = (userId: number, at: string) => ({ userId, action: "read" as const, targetType: "request", targetId: otherId, requestId: otherId, door: "web" as const, ip: null, detail: null, at: new Date(at) });
    await db.prisma.accessEvent.createMany({
      data: [
        read(superUser.id, "2030-01-01T08:00:00.000Z"),
        read(fx.carol.id, "2030-01-02T08:00:00.000Z"),
        read(superUser.id, "2030-01-03T08:00:00.000Z"),
        read(fx.bob.id, "2030-01-05T08:00:00.000Z"),
        read(fx.carol.id, "2030-01-04T08:00:00.000Z"),
        read(superUser.id, "2030-01-02T09:00:00.000Z"),
        { ...read(fx.carol.id, "2030-01-06T08:00:00.000Z"), action: "write" as const, detail: "message" },
      ],
    });
    const bob = await client(fx.bob.email, "192.0.2.10");
    const seen = await bob.graphql<{ node: { outsideReaders: { lastName: string; role: string; lastReadAt: string }[] | null } }>(READERS, { id: globalId("Request", otherId) });
    expect(seen.data?.node.outsideReaders?.map((reader) => [reader.lastName, reader.role, reader.lastReadAt])).toEqual([
      ["carol-last", "FORMER", "2030-01-04T08:00:00.000Z"],
      ["Superviseur", "SUPER_USER", "2030-01-03T08:00:00.000Z"],
    ]);
  });
});

describe("retention and append-only", () => {
  it("purges entries past the retention and nothing younger; no update or delete otherwise", async () => {
    const now = new Date();
    const day = 24 * 3_600_000;
    const old = { userId: fx.bob.id, action: "read" as const, targetType: "request", targetId: requestId, requestId, door: "rest" as const, ip: null, detail: "retention-test" };
    await db.prisma.accessEvent.createMany({
      data: [
        { ...old, at: new Date(now.getTime() - 200 * day) },
        { ...old, at: new Date(now.getTime() - 100 * day) },
      ],
    });
    const before = await db.prisma.accessEvent.count();
    expect(await purgeAccessTrail(db.prisma, now, 190)).toBe(1);
    expect(await db.prisma.accessEvent.count()).toBe(before - 1);

    // A shorter retention still keeps six months and a day (the purge's margin over the trigger).
    expect(await purgeAccessTrail(db.prisma, now, 30)).toBe(0);
    // The database itself refuses: no rewrite, no early delete, no truncate.
    await expect(db.prisma.accessEvent.updateMany({ data: { ip: "10.0.0.1" } })).rejects.toThrow();
    await expect(db.prisma.accessEvent.deleteMany({ where: { detail: "retention-test" } })).rejects.toThrow();
    await expect(db.rawQuery(`TRUNCATE access_events`)).rejects.toThrow();
    expect(await db.prisma.accessEvent.count()).toBe(before - 1);
  });
});

import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../domain/accounts/password-hash.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { firstResult, socketFor } from "../testing/socket-client.ts";
import type { App } from "./app.ts";
import { listen, type RunningServer } from "./server.ts";

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let dave: TestClient;
let superClient: TestClient;
let daveId: number;
let server: RunningServer;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

function upload(client: TestClient, bytes: Uint8Array, name: string): Promise<Response> {
  const form = new FormData();
  form.set("file", new Blob([bytes.slice()]), name);
  return client.fetch("/api/v1/users/me/identification", { method: "POST", body: form });
}

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  app = createTestApp(db);
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const professional = await db.prisma.professional.create({ data: { firstName: "Dave", lastName: "Durand", searchText: "dave durand", country: "FR", rpps: "10000000077", rppsType: 8, specialtyCode: "SM54" } });
  daveId = (await db.prisma.user.create({ data: { email: "dave@fixtures.test", firstName: "Dave", lastName: "Durand", country: "FR", passwordHash, professionalId: professional.id } })).id;
  await db.prisma.user.create({ data: { email: "super@fixtures.test", firstName: "Super", lastName: "User", country: "FR", passwordHash, isSuper: true, validationStatus: "VALIDATED" } });
  dave = new TestClient(app);
  await dave.login("dave@fixtures.test", FIXTURE_PASSWORD);
  superClient = new TestClient(app);
  await superClient.login("super@fixtures.test", FIXTURE_PASSWORD);
  server = await listen(app, 0, "127.0.0.1");
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

/**
 * Opens the userValidated subscription over the WebSocket, as the web app does. Resolves once the
 * socket is connected (a query answered on it) and the subscription sent, with the first event to come.
 */
async function listenForValidation(client: TestClient): Promise<{ event: Promise<{ identificationStatus: string; validated: boolean }> }> {
  // Not lazy: the connection the warm-up query opened stays open for the subscription.
  const socket = socketFor(server.url, client, { lazy: false });
  await firstResult(socket, "{ viewer { id } }").result;
  const subscription = firstResult<{ userValidated: { identificationStatus: string; validated: boolean } }>(socket, "subscription { userValidated { identificationStatus validated } }");
  // The subscription registers asynchronously on the server, right after it is sent.
  await new Promise((resolve) => setTimeout(resolve, 200));
  // Wrapped: an async function would otherwise wait for the event itself.
  const event = subscription.result
    .then(({ data, errors }) => {
      if (!data) throw new Error(`no event: ${JSON.stringify(errors)}`);
      return data.userValidated;
    })
    .finally(() => {
      subscription.stop();
      void socket.dispose();
    });
  return { event };
}

describe("identification", () => {
  it("refuses a file that is not an image or a PDF, whatever its name, and keeps nothing", async () => {
    const response = await upload(dave, new TextEncoder().encode("MZ this is not a card"), "card.pdf");
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: "invalid_file", field: "file", message: expect.stringContaining("une image ou un PDF") });
    expect(await db.prisma.file.count()).toBe(0);
    expect(readdirSync(app.deps.config.filesDir)).toEqual([]);
  });

  it("refuses a file over 10 MB", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const response = await upload(dave, big, "huge.png");
    expect(response.status).toBe(413);
    expect(await db.prisma.file.count()).toBe(0);
  });

  it("stores a card read by its content and puts the account in the queue", async () => {
    const response = await upload(dave, PNG, "ma carte.png");
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "PENDING" });
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: daveId }, include: { filesUploaded: true } });
    expect(user.validationStatus).toBe("PENDING");
    expect(user.filesUploaded.map((f) => [f.contentType, f.name])).toEqual([["image/png", "ma carte.png"]]);
    const viewer = await dave.graphql<{ viewer: { identificationStatus: string; hasIdentityDocument: boolean; validated: boolean } }>("{ viewer { identificationStatus hasIdentityDocument validated } }");
    expect(viewer.data?.viewer).toEqual({ identificationStatus: "PENDING", hasIdentityDocument: true, validated: false });
    const me = await dave.rest("GET", "/users/me");
    expect(await me.json()).toMatchObject({ validated: false, validation_status: "pending", cps_picture_id: user.filesUploaded[0]?.id });
  });

  it("shows the queue and the card to super users only", async () => {
    const alice = new TestClient(app);
    await alice.login(fx.alice.email, FIXTURE_PASSWORD);
    const refused = await alice.rest("GET", "/identity-validations");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "forbidden" });
    const forbiddenGraphql = await alice.graphql("{ pendingIdentityValidations(first: 10) { edges { node { id } } } }");
    expect(forbiddenGraphql.errors?.[0]?.extensions?.code).toBe("forbidden");

    const queue = await superClient.rest("GET", "/identity-validations");
    const rows = (await queue.json()) as { user_id: number; document_url: string }[];
    expect(rows).toMatchObject([{ user_id: daveId, first_name: "Dave", rpps: "10000000077", document_url: `/api/v1/identity-validations/${daveId}/document` }]);
    const document = await superClient.fetch(rows[0]?.document_url ?? "");
    expect(document.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await document.arrayBuffer())).toEqual(PNG);
    expect((await alice.fetch(`/api/v1/identity-validations/${daveId}/document`)).status).toBe(403);

    // GraphQL pages the same queue, oldest first (issue 24 item 6: a cursor connection).
    const erin = await db.prisma.user.create({ data: { email: "erin@fixtures.test", firstName: "Erin", lastName: "Roux", country: "FR", validationStatus: "PENDING" } });
    type Queue = { pendingIdentityValidations: { totalCount: number; edges: { node: { databaseId: number } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
    const QUEUE = `query($after: String) { pendingIdentityValidations(first: 1, after: $after) { totalCount edges { node { databaseId } } pageInfo { hasNextPage endCursor } } }`;
    const first = (await superClient.graphql<Queue>(QUEUE)).data?.pendingIdentityValidations;
    expect(first).toMatchObject({ totalCount: 2, edges: [{ node: { databaseId: daveId } }], pageInfo: { hasNextPage: true } });
    const second = (await superClient.graphql<Queue>(QUEUE, { after: first?.pageInfo.endCursor })).data?.pendingIdentityValidations;
    expect(second).toMatchObject({ totalCount: 2, edges: [{ node: { databaseId: erin.id } }], pageInfo: { hasNextPage: false } });
    await db.prisma.user.delete({ where: { id: erin.id } });
  });

  it("validates in realtime: the user's open subscription hears the decision", async () => {
    const { event } = await listenForValidation(dave);
    const userId = Buffer.from(`User:${daveId}`).toString("base64");
    const decision = await superClient.graphql<{ decideIdentity: { __typename: string } }>(
      `mutation($id: ID!) { decideIdentity(userId: $id, decision: VALIDATE) { __typename ... on DomainError { code } } }`,
      { id: userId },
    );
    expect(decision.data?.decideIdentity.__typename).toBe("IdentityDecided");
    expect(await event).toEqual({ identificationStatus: "VALIDATED", validated: true });
    expect(await db.prisma.auditEvent.count({ where: { kind: "identity_validated", targetId: String(daveId) } })).toBe(1);
    const mail = await db.prisma.outboxMessage.findFirst({ where: { recipient: "dave@fixtures.test" }, orderBy: { id: "desc" } });
    expect(mail?.subject).toBe("Votre compte Consilium est validé");
    // Decided once: a second decision (two super users at once) finds nothing pending.
    const again = await superClient.rest("POST", `/identity-validations/${daveId}`, { decision: "reject" });
    expect(again.status).toBe(404);
    // The feeds open now.
    expect((await dave.rest("GET", "/requests?feed=from:me")).status).toBe(200);
  });

  it("lets a user identify later", async () => {
    await db.prisma.user.update({ where: { id: daveId }, data: { validationStatus: "NONE" } });
    const response = await dave.rest("POST", "/users/me/identification/skip");
    expect(await response.json()).toEqual({ status: "SKIPPED" });
  });
});

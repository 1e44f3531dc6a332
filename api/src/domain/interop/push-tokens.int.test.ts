import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../http/app.ts";
import type { PushMessage, PushSender } from "../ports.ts";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { publishedRequest } from "../../testing/published-request.ts";
import { createTestApp } from "../../testing/test-app.ts";
import type { TestClient } from "../../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";

// Issue 24 item 5 over HTTP: the mobile app registers its push token (POST push-tokens, GraphQL
// registerPushToken); a request published to a doctor and a message on it reach the other side's
// devices through the push port (a recording double here), without the patient; logout ends it.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
const sent: PushMessage[] = [];
const recorder: PushSender = { send: async (messages) => void sent.push(...messages) };
let alice: TestClient;
let bob: TestClient;

const ALICE_TOKEN = "ExponentPushToken[aliceDevice0001]";
const BOB_TOKEN = "ExponentPushToken[bobDevice000001]";
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 0 });
  app = createTestApp(db, {}, undefined, undefined, { push: recorder });
  alice = await loggedInClient(app, fx.alice.email);
  bob = await loggedInClient(app, fx.bob.email);
});
afterAll(async () => db?.drop());

const sendToBob = () => publishedRequest(db.prisma, alice, fx.alice, fx.bob);

describe("push tokens (spec 2 §7 POST push-tokens)", () => {
  it("registers an Expo token over REST and GraphQL, and refuses anything else", async () => {
    const rest = await alice.rest("POST", "/push-tokens", { platform: "expo", value: ALICE_TOKEN });
    expect(rest.status).toBe(201);
    const gql = await bob.graphql<{ registerPushToken: { __typename: string; platform?: string } }>(`mutation($v: String!) { registerPushToken(platform: "expo", value: $v) { __typename ... on PushTokenRegistered { platform } } }`, { v: BOB_TOKEN });
    expect(gql.data?.registerPushToken).toEqual({ __typename: "PushTokenRegistered", platform: "expo" });
    for (const body of [{ platform: "apns", value: ALICE_TOKEN }, { platform: "expo", value: "not a token" }, { platform: "expo", value: `ExponentPushToken[${"x".repeat(300)}]` }]) {
      expect((await alice.rest("POST", "/push-tokens", body)).status).toBe(422);
    }
    expect(await db.prisma.pushToken.count()).toBe(2);
  });

  it("pushes a new request to the recipient's device and a reply to the requester's, naming no patient", async () => {
    sent.length = 0;
    const requestId = await sendToBob();
    expect(sent).toEqual([{ to: BOB_TOKEN, title: "Nouvelle demande d'avis", body: "Un confrère vous demande votre avis.", data: { url: `/consult/${requestId}` } }]);
    expect(JSON.stringify(sent)).not.toMatch(/Jeanne|Martin|Durand|Souffle/);

    sent.length = 0;
    const reply = await bob.graphql<{ publishMessage: { __typename: string } }>(`mutation($r: ID!, $c: String!) { publishMessage(requestId: $r, content: $c) { __typename } }`, {
      r: gid("Request", requestId),
      c: "Pouvez-vous joindre l'ECG ?",
    });
    expect(reply.data?.publishMessage.__typename).toBe("MessageWritten");
    expect(sent).toEqual([{ to: ALICE_TOKEN, title: "Nouveau message", body: "Un message vous attend sur une demande.", data: { url: `/request/${requestId}` } }]);
  });

  it("moves a device's token to whoever registers it next, and drops it at logout", async () => {
    const carol = await loggedInClient(app, fx.carol.email);
    expect((await carol.rest("POST", "/push-tokens", { platform: "expo", value: ALICE_TOKEN })).status).toBe(201);
    expect(await db.prisma.pushToken.findUnique({ where: { value: ALICE_TOKEN }, select: { userId: true } })).toEqual({ userId: fx.carol.id });

    expect((await bob.rest("POST", "/logout")).status).toBeLessThan(300);
    expect(await db.prisma.pushToken.count({ where: { userId: fx.bob.id } })).toBe(0);
  });
});

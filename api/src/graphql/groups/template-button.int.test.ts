import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtures, type Fixtures } from "../../testing/fixtures.ts";
import { loggedInClient } from "../../testing/logged-in.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import type { App } from "../../http/app.ts";

// Spec 2 §6 "Templates button: for recipients or certain requests" (issue 22 item 5): Bob answers
// Alice's request and gets the button; Alice, its author, gets it once she keeps a personal
// template; Carol, who reads nothing of it, gets no request at all.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let requestId = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 1 });
  app = createTestApp(db);
  requestId = fx.aliceRequestIds[0] ?? 0;
});
afterAll(async () => db?.drop());

const QUERY = `query($id: ID!) { node(id: $id) { ... on Request { canUseMessageTemplates } } }`;

async function flagOf(email: string): Promise<boolean | null> {
  const client = await loggedInClient(app, email);
  const answer = await client.graphql<{ node: { canUseMessageTemplates: boolean } | null }>(QUERY, { id: Buffer.from(`Request:${requestId}`).toString("base64") });
  expect(answer.errors).toBeUndefined();
  return answer.data?.node?.canUseMessageTemplates ?? null;
}

describe("Request.canUseMessageTemplates", () => {
  it("offers the templates to the recipient side, to a requester only with personal templates, and to no outsider", async () => {
    expect(await flagOf(fx.bob.email)).toBe(true);
    expect(await flagOf(fx.alice.email)).toBe(false);
    expect(await flagOf(fx.carol.email)).toBeNull();
    await db.prisma.messageTemplate.create({ data: { userId: fx.alice.id, label: "Merci", content: "Merci pour votre avis." } });
    expect(await flagOf(fx.alice.email)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessage } from "../domain/i18n/error-messages.ts";
import { createFixtures, type Fixtures } from "../testing/fixtures.ts";
import { loggedInClient } from "../testing/logged-in.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import type { App } from "./app.ts";
import { MAX_LIST_ARGUMENT } from "../graphql/limits.ts";
import { MAX_BATCH } from "./yoga.ts";

// Issue 18: the web app sends the queries a navigation starts together (its layout's and its
// screen's) as one HTTP request. Proven through the HTTP handler: a batch is small, holds queries
// only (CSRF or not, a mutation inside one never runs), reads the session once, and each of its
// operations keeps its own errors in the caller's language; the body limit covers the whole batch.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let alice: TestClient;

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma);
  app = createTestApp(db);
  alice = await loggedInClient(app, fx.alice.email);
});
afterAll(async () => db?.drop());

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
const viewerQuery = { query: "query LayoutQuery { viewer { firstName } }", operationName: "LayoutQuery" };
const countQuery = { query: "query ScreenQuery { requests(feed: FROM_ME, first: 1) { totalCount } }", operationName: "ScreenQuery" };
const loginMutation = { query: `mutation Guess { login(input: { email: "batch@fixtures.test", password: "guess" }) { __typename } }`, operationName: "Guess" };

async function post(client: TestClient, body: unknown, options: { csrf?: boolean } = {}): Promise<{ status: number; body: unknown }> {
  const response = await client.fetch("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body), csrf: options.csrf });
  return { status: response.status, body: await response.json() };
}

const sessionReads = (statements: string[]) => statements.filter((sql) => /^SELECT\b.*FROM "public"."sessions"/.test(sql)).length;

describe("batched GraphQL requests", () => {
  it("answers the queries of a batch in order, reading the session once for all of them", async () => {
    const statements: string[] = [];
    const stop = db.onQuery((sql) => statements.push(sql));
    const { status, body } = await post(alice, [viewerQuery, countQuery]);
    stop();
    expect(status).toBe(200);
    const [layout, screen] = body as Answer[];
    expect(layout?.data).toEqual({ viewer: { firstName: expect.any(String) } });
    expect(screen?.data).toEqual({ requests: { totalCount: expect.any(Number) } });
    expect(sessionReads(statements)).toBe(1);

    // The same two as two requests read it twice.
    statements.length = 0;
    const again = db.onQuery((sql) => statements.push(sql));
    await post(alice, viewerQuery);
    await post(alice, countQuery);
    again();
    expect(sessionReads(statements)).toBe(2);
  });

  it(`holds at most ${MAX_BATCH} operations: a larger batch is refused whole, before anything runs`, async () => {
    const { status, body } = await post(alice, Array.from({ length: MAX_BATCH + 1 }, () => countQuery));
    expect(status).toBe(413);
    expect(body).toMatchObject({ errors: [{ extensions: { code: "validation_failed" } }] });
    expect((body as Answer).data ?? null).toBeNull();
    for (const malformed of [[], [null], [1, "query"], [{}, {}]]) expect((await post(alice, malformed)).status).toBe(400);
  });

  it("refuses a mutation inside a batch whatever its CSRF header, so nothing in the batch runs", async () => {
    for (const csrf of [true, false]) {
      const { status, body } = await post(alice, [viewerQuery, loginMutation], { csrf });
      expect(status).toBe(400);
      expect(body).toMatchObject({ errors: [{ message: errorMessage("validation_failed", "fr"), extensions: { code: "validation_failed" } }] });
    }
    // A batch of logins would otherwise run side by side past the per-account limit.
    expect((await post(alice, [loginMutation, loginMutation, loginMutation])).status).toBe(400);
    expect(await db.prisma.rateLimitHit.count({ where: { bucket: "login:account:batch@fixtures.test" } })).toBe(0);
    // Alone, the same mutation still needs the header.
    const single = await post(new TestClient(app), loginMutation, { csrf: false });
    expect(single.body).toMatchObject({ errors: [{ extensions: { code: "csrf_invalid" } }] });
  });

  it("keeps each operation's errors, in the caller's language, as when it comes alone", async () => {
    const german = new TestClient(app);
    german.locale = "de";
    // A list argument over the cap: a coded refusal of that operation alone.
    const broken = { query: `query Broken($ids: [ID!]!) { nodes(ids: $ids) { id } }`, operationName: "Broken", variables: { ids: Array.from({ length: MAX_LIST_ARGUMENT + 1 }, (_, i) => `id${i}`) } };
    const { status, body } = await post(german, [viewerQuery, broken]);
    expect(status).toBe(200);
    const [layout, failed] = body as Answer[];
    expect(layout?.errors).toBeUndefined();
    expect(layout?.data).toEqual({ viewer: null });
    expect(failed?.data ?? null).toBeNull();
    expect(failed?.errors?.[0]?.extensions?.["code"]).toBe("validation_failed");
    expect(failed?.errors?.[0]?.message).toBe(errorMessage("validation_failed", "de"));
    expect(errorMessage("validation_failed", "de")).not.toBe(errorMessage("validation_failed", "fr"));
    expect((await post(german, broken)).body).toEqual(failed);
  });

  it("applies the body limit to the batch as a whole", async () => {
    const padded = { ...countQuery, variables: { pad: "x".repeat(40 * 1024) } };
    const { status, body } = await post(alice, [padded, padded]);
    expect(status).toBe(413);
    expect(body).toMatchObject({ errors: [{ extensions: { code: "payload_too_large" } }] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import type { App } from "./app.ts";

// Issue 7, findings 2, 3, 8 and 12 over GraphQL: list and body limits, batched node loading,
// unvalidated accounts, out-of-range ids, wrong variable types, introspection in production.

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let alice: TestClient;
let pending: TestClient;

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString("base64");
type Errors = { errors?: { message: string; extensions?: { code?: string } }[] };

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma, { aliceRequests: 3 });
  app = createTestApp(db);
  alice = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  // Bob is a participant of Alice's requests; once unvalidated he must reach none of them.
  await db.prisma.user.update({ where: { id: fx.bob.id }, data: { validationStatus: "PENDING" } });
  pending = new TestClient(app);
  await pending.login(fx.bob.email, FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

// A logged-in caller's language is the one stored on the account, whatever the browser sends (issue 20).
async function setAliceLocale(locale: "de" | "fr"): Promise<void> {
  expect((await alice.rest("PUT", "/users/me/locale", { locale })).status).toBe(200);
}

describe("node and nodes", () => {
  it("refuses more than 100 ids, and a body past 64 KB, before touching the database", async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => globalId("Request", i + 1));
    const tooMany = await alice.graphql<unknown>(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: ids(101) });
    expect((tooMany as Errors).errors?.[0]?.extensions?.code).toBe("validation_failed");
    const huge = await alice.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, variables: { ids: ids(20_000) } }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as Errors).errors?.[0]?.extensions?.code).toBe("payload_too_large");
  });

  it("loads ids of one type in one statement, whatever their number", async () => {
    const statementsFor = async (ids: string[]) => {
      const statements: string[] = [];
      const stop = db.onQuery((sql) => statements.push(sql));
      const result = await alice.graphql<{ nodes: ({ id: string } | null)[] }>(`query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Request { description } } }`, { ids });
      stop();
      return { count: statements.filter((s) => /"requests"|"users"/.test(s) && !/"sessions"/.test(s)).length, nodes: result.data?.nodes ?? [] };
    };
    const requestIds = fx.aliceRequestIds.map((id) => globalId("Request", id));
    const one = await statementsFor(requestIds.slice(0, 1));
    const many = await statementsFor([...requestIds, ...Array.from({ length: 60 }, (_, i) => globalId("Request", 900_000 + i))]);
    expect(one.nodes).toHaveLength(1);
    expect(many.nodes.filter(Boolean)).toHaveLength(3);
    expect(many.count).toBe(one.count);
  });

  it("answers null, never an error, for unknown types, out-of-range and malformed ids", async () => {
    const ids = [globalId("Consult", 1), globalId("Request", 2_147_483_648), globalId("Request", -1), globalId("User", "abc"), "garbage", globalId("Request", fx.aliceRequestIds[0] ?? 0)];
    const result = await alice.graphql<{ nodes: ({ id: string } | null)[] }>(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids });
    expect(result.errors).toBeUndefined();
    expect(result.data?.nodes.map((n) => n !== null)).toEqual([false, false, false, false, false, true]);
  });
});

describe("an unvalidated account", () => {
  it("reads its own user and nothing else through node and nodes", async () => {
    const request = fx.aliceRequestIds[0] ?? 0;
    const message = await db.prisma.message.findFirstOrThrow({ where: { requestId: request } });
    const patient = await db.prisma.request.findUniqueOrThrow({ where: { id: request }, select: { patientId: true } });
    const others = [globalId("Request", request), globalId("Message", message.id), globalId("Patient", patient.patientId ?? 0), globalId("User", fx.alice.id), globalId("Professional", fx.alice.professionalId)];
    const result = await pending.graphql<{ nodes: ({ id: string } | null)[]; own: { id: string } | null }>(
      `query($ids: [ID!]!, $own: ID!) { nodes(ids: $ids) { id } own: node(id: $own) { id } }`,
      { ids: others, own: globalId("User", fx.bob.id) },
    );
    expect(result.data?.nodes).toEqual([null, null, null, null, null]);
    expect(result.data?.own).not.toBeNull();
    // The same rows are visible to a validated participant: the filter is the account state.
    const asAlice = await alice.graphql<{ nodes: ({ id: string } | null)[] }>(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: others });
    expect(asAlice.data?.nodes.every((n) => n !== null)).toBe(true);
  });
});

describe("malformed input is a validation error, never internal_error", () => {
  it("answers variables of the wrong type with validation_failed", async () => {
    const anonymous = new TestClient(app);
    for (const input of [{ email: null, password: "x" }, { email: 5, password: "x" }, { email: "a@b.fr" }]) {
      const result = (await anonymous.graphql(`mutation($input: LoginInput!) { login(input: $input) { __typename } }`, { input })) as Errors;
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe("validation_failed");
    }
  });

  it("answers a global id of another type in a typed argument with a translated validation_failed", async () => {
    await setAliceLocale("de");
    const result = (await alice.graphql(`mutation($u: ID!) { decideIdentity(userId: $u, decision: VALIDATE) { __typename } }`, { u: globalId("Request", 1) })) as Errors;
    await setAliceLocale("fr");
    // Alice is no super user: refused either way, but with a code, not a crash.
    expect(["validation_failed", "forbidden"]).toContain(result.errors?.[0]?.extensions?.code);
  });

  it("refuses feed cursors with an out-of-range id or date", async () => {
    for (const raw of ["2026-01-01T00:00:00.000Z|2147483648", "-271821-04-20T00:00:00.000Z|5", "2026-01-01T00:00:00.000Z|0"]) {
      const after = Buffer.from(raw).toString("base64url");
      const result = (await alice.graphql(`query($a: String) { requests(feed: FROM_ME, after: $a) { totalCount } }`, { a: after })) as Errors;
      expect(result.errors?.[0]?.extensions?.code, raw).toBe("validation_failed");
    }
  });

  it("answers REST ids above int4 like missing rows, and bodies with them as invalid", async () => {
    expect((await alice.rest("GET", "/requests/2147483648")).status).toBe(404);
    const signup = await new TestClient(app).rest("POST", "/signup", { professional_id: 2_147_483_648, email: "x@y.fr", email_validation: "123456", password: "x".repeat(12), phone: "0612345678", phone_validation: "123456", accept_terms: true });
    expect(signup.status).toBe(422);
    expect(await signup.json()).toMatchObject({ code: "validation_failed", field: "professional_id" });
  });
});

describe("found by the fuzz harness", () => {
  it("answers GET parameters that are not JSON objects with validation_failed", async () => {
    for (const path of ["/graphql?extensions=%00", "/graphql?query={viewer{id}}&variables=[", "/graphql?query=%7B&variables=%7B"]) {
      const response = await alice.fetch(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as Errors).errors?.[0]?.extensions?.code, path).toBe("validation_failed");
    }
  });

  it("refuses a document nested thousands of levels deep before parsing it", async () => {
    await setAliceLocale("de");
    const result = (await alice.graphql(`{ ${"a{".repeat(5000)}`)) as Errors;
    await setAliceLocale("fr");
    expect(result.errors?.[0]).toMatchObject({ message: "Einige Eingaben sind ungültig.", extensions: { code: "validation_failed", detail: "Query is nested too deeply (more than 64 levels)" } });
    // Braces inside strings and comments do not count.
    const fine = await alice.graphql<{ viewer: { id: string } }>(`{ viewer { id } } # ${"{".repeat(100)}`);
    expect(fine.data?.viewer.id).toBeTruthy();
  });

  it("refuses subscriptions over HTTP: only the WebSocket re-checks the session of a live operation", async () => {
    const response = await alice.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ query: "subscription { userValidated { id } }" }),
    });
    const text = await response.text();
    expect(text).toMatch(/"code":"validation_failed"/);
    expect(text).toMatch(/event: complete/);
  });

  it("words the limits' refusals in the caller's language, with the detail for integrators", async () => {
    await setAliceLocale("de");
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: viewer { id }`).join(" ");
    const result = (await alice.graphql(`{ ${aliases} }`)) as Errors;
    await setAliceLocale("fr");
    expect(result.errors?.[0]).toMatchObject({ message: "Einige Eingaben sind ungültig.", extensions: { code: "validation_failed", detail: "Too many aliases (more than 15)" } });
  });

  it("answers a REST path with the wrong method 405, translated, naming the allowed ones", async () => {
    await setAliceLocale("de");
    const response = await alice.rest("DELETE", "/requests");
    await setAliceLocale("fr");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
    expect(await response.json()).toEqual({ code: "method_not_allowed", message: "Diese Aktion ist unter dieser Adresse nicht möglich." });
  });

  it("answers malformed percent-escapes in REST paths like a missing row", async () => {
    for (const id of ["%", "%ZZ", "%E0%A4%A"]) {
      const response = await alice.fetch(`/api/v1/requests/${id}`);
      expect(response.status, id).toBe(404);
    }
  });
});

describe("introspection", () => {
  it("is refused in production and served in development", async () => {
    const query = `{ __schema { queryType { name } } }`;
    expect((await alice.graphql<{ __schema: unknown }>(query)).data?.__schema).toBeDefined();
    const production = new TestClient(createTestApp(db, { production: true }));
    const result = (await production.graphql(query)) as Errors;
    expect(result.errors?.[0]?.message).toMatch(/introspection/i);
    expect((result as { data?: unknown }).data).toBeUndefined();
  });
});

describe("content security policy", () => {
  it("lets the page open WebSockets to its own site only", async () => {
    const response = await new TestClient(createTestApp(db, { publicUrl: "https://consilium.example" })).fetch("/");
    const connect = /connect-src ([^;]+)/.exec(response.headers.get("content-security-policy") ?? "")?.[1]?.split(" ");
    expect(connect).toEqual(["'self'", "wss://consilium.example"]);
  });
});

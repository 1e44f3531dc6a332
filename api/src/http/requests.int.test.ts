import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from "../testing/fixtures.ts";
import { createTestApp } from "../testing/test-app.ts";
import { TestClient } from "../testing/test-client.ts";
import type { App } from "./app.ts";

let db: TestDatabase;
let app: App;
let fx: Fixtures;
let alice: TestClient;
let bob: TestClient;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

beforeAll(async () => {
  db = await createTestDatabase();
  fx = await createFixtures(db.prisma);
  app = createTestApp(db);
  alice = new TestClient(app);
  bob = new TestClient(app);
  await alice.login(fx.alice.email, FIXTURE_PASSWORD);
  await bob.login(fx.bob.email, FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

type FeedPage = {
  requests: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { databaseId: number; status: string; selfSide: string; lastActivityDate: string; patient: { lastName: string } } }[];
  };
};
const feedQuery = `query Feed($feed: RequestFeed!, $first: Int, $after: String) {
  requests(feed: $feed, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { databaseId status selfSide lastActivityDate patient { lastName } } }
  }
}`;

describe(`My requests feed (${process.env.TEST_DATABASE_URL ? "postgresql" : "pglite"})`, () => {
  it("pages through from:me by 20, most recent activity first, without gaps or repeats", async () => {
    const seen: number[] = [];
    let after: string | null = null;
    const sizes: number[] = [];
    for (;;) {
      const result: { data?: FeedPage } = await alice.graphql<FeedPage>(feedQuery, { feed: "FROM_ME", first: 20, after });
      const page = result.data?.requests;
      if (!page) throw new Error(JSON.stringify(result));
      expect(page.totalCount).toBe(45);
      sizes.push(page.edges.length);
      seen.push(...page.edges.map((e) => e.node.databaseId));
      for (const edge of page.edges) expect(edge.node.selfSide).toBe("SENDER");
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(fx.aliceRequestIds);
  });

  it("shows the recipient side in to:me, including requests from others", async () => {
    const result = await bob.graphql<FeedPage>(feedQuery, { feed: "TO_ME", first: 100 });
    expect(result.data?.requests.totalCount).toBe(48);
    const dates = result.data?.requests.edges.map((e) => Date.parse(e.node.lastActivityDate)) ?? [];
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(result.data?.requests.edges.every((e) => e.node.selfSide === "RECIPIENT")).toBe(true);
  });

  it("refuses the feed to a visitor with the unauthenticated code", async () => {
    const visitor = new TestClient(app);
    const result = await visitor.graphql(feedQuery, { feed: "FROM_ME" });
    expect(result.errors?.[0]?.extensions?.code).toBe("unauthenticated");
    const rest = await visitor.rest("GET", "/requests?feed=from:me");
    expect(rest.status).toBe(401);
  });

  it("caps the page size at 100", async () => {
    const result = await bob.graphql<FeedPage>(feedQuery, { feed: "TO_ME", first: 5000 });
    expect(result.data?.requests.edges.length).toBeLessThanOrEqual(100);
  });
});

describe("one request", () => {
  const nodeQuery = `query One($id: ID!) { node(id: $id) { __typename ... on Request { id databaseId status patient { firstName lastName }
    messages(first: 50) { totalCount edges { node { content status author { firstName } } } } } } }`;
  type NodeResult = { node: null | { databaseId: number; status: string; messages: { totalCount: number; edges: { node: { content: string; status: string } }[] } } };

  it("opens an own request with its messages, oldest first, hiding others' drafts", async () => {
    const id = fx.aliceRequestIds[0] ?? 0;
    const result = await alice.graphql<NodeResult>(nodeQuery, { id: globalId("Request", id) });
    expect(result.data?.node?.databaseId).toBe(id);
    expect(result.data?.node?.messages.edges.map((e) => e.node.content)).toEqual(["Bonjour, question 0", "Réponse 0"]);
    const asBob = await bob.graphql<NodeResult>(nodeQuery, { id: globalId("Request", id) });
    expect(asBob.data?.node?.messages.edges.map((e) => e.node.content)).toEqual(["Bonjour, question 0", "Réponse 0", "Brouillon privé 0"]);
  });

  it("answers null for a foreign request, an unknown id and a malformed id alike", async () => {
    const foreign = fx.carolRequestIds[0] ?? 0;
    for (const id of [globalId("Request", foreign), globalId("Request", 999_999), globalId("Request", Number.NaN), "garbage"]) {
      const result = await alice.graphql<NodeResult>(nodeQuery, { id });
      expect(result.data?.node ?? null).toBeNull();
    }
    const messageOfForeign = await db.prisma.message.findFirstOrThrow({ where: { requestId: foreign } });
    const message = await alice.graphql<{ node: null }>(`query($id: ID!) { node(id: $id) { id } }`, { id: globalId("Message", messageOfForeign.id) });
    expect(message.data?.node).toBeNull();
  });

  it("serves the same data over REST, with pagination metadata in a header", async () => {
    const list = await alice.rest("GET", "/requests?feed=from:me&limit=20&offset=40");
    expect(list.status).toBe(200);
    expect(JSON.parse(list.headers.get("x-pagination") ?? "{}")).toEqual({ total_count: 45, offset: 40, limit: 20 });
    const rows = (await list.json()) as { id: number; self_side: string; patient: { last_name: string } }[];
    expect(rows.map((r) => r.id)).toEqual(fx.aliceRequestIds.slice(40));
    expect(rows[0]).toMatchObject({ self_side: "sender", patient: { last_name: "Nom40" } });

    const id = fx.aliceRequestIds[1] ?? 0;
    const detail = await alice.rest("GET", `/requests/${id}`);
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as { id: number; status: string; messages: { content: string }[] };
    expect(body).toMatchObject({ id, status: "published", consult_status: "opened" });
    expect(body.messages.map((m) => m.content)).toEqual(["Bonjour, question 1", "Réponse 1"]);
  });

  it("lets a REST-only client find the consult and the files of a request and complete it (spec 2 §3 Request: consult, files)", async () => {
    const id = fx.aliceRequestIds[2] ?? 0;
    const draft = await db.prisma.message.findFirstOrThrow({ where: { requestId: id, authorId: fx.bob.id, status: "DRAFT" }, select: { id: true } });
    const form = new FormData();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 7, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    form.set("file", new Blob([png]), "échographie-cœur.png");
    expect((await bob.fetch(`/api/v1/messages/${draft.id}/files`, { method: "POST", body: form })).status).toBe(201);

    type Detail = {
      consult: { id: number; status: string; act_code: string | null; completed_at: string | null; completed_by: { id: number; last_name: string } | null } | null;
      files: { id: number; name: string; content_type: string; media_kind: string; size: number; message_id: number | null; url: string }[];
    };
    const seen = (await (await bob.rest("GET", `/requests/${id}`)).json()) as Detail;
    expect(seen.consult).toMatchObject({ status: "opened", act_code: null, completed_at: null, completed_by: null });
    expect(seen.files).toEqual([
      { id: expect.any(Number), name: "échographie-cœur.png", content_type: "image/png", media_kind: "image", size: png.length, message_id: draft.id, url: expect.stringMatching(new RegExp(`^/api/v1/requests/${id}/files/\\d+/`)), created_at: expect.any(String) },
    ]);
    const download = await bob.fetch(seen.files[0]?.url ?? "");
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(png);
    // The requester does not see a file on the expert's unpublished draft.
    expect(((await (await alice.rest("GET", `/requests/${id}`)).json()) as Detail).files).toEqual([]);

    await db.prisma.billingInfo.create({ data: { userId: fx.bob.id, label: "Cabinet", number: "751234567", isDefault: true } });
    const completed = await bob.rest("PUT", `/consults/${seen.consult?.id ?? 0}`, { status: "completed", act_code: "TE2", billing_number: "751234567" });
    expect(completed.status).toBe(200);
    const after = (await (await alice.rest("GET", `/requests/${id}`)).json()) as Detail & { consult_status: string };
    expect(after.consult_status).toBe("completed");
    expect(after.consult).toMatchObject({ id: seen.consult?.id, status: "completed", act_code: "TE2", completed_by: { id: fx.bob.id } });
    expect(after.consult?.completed_at).toEqual(expect.any(String));
  });

  it("answers 404 on REST for foreign, unknown and malformed ids", async () => {
    for (const id of [String(fx.carolRequestIds[0]), "999999", "abc", "-1"]) {
      const response = await alice.rest("GET", `/requests/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "not_found" });
    }
  });

  it("rejects bad list parameters with a validation error in the account's language, whatever the browser's", async () => {
    expect((await alice.rest("PUT", "/users/me/locale", { locale: "de" })).status).toBe(200);
    const response = await alice.rest("GET", "/requests?feed=everything");
    await alice.rest("PUT", "/users/me/locale", { locale: "fr" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ code: "validation_failed", message: "Einige Eingaben sind ungültig.", field: "feed" });
  });
});

describe("the HTTP surface", () => {
  it("describes the REST layer in OpenAPI 3.1, from the handlers' own schemas", async () => {
    const response = await new TestClient(app).fetch("/api/v1/openapi.json");
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { parameters: { name: string }[] }>> };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/v1/requests"]?.get?.parameters.map((p) => p.name)).toEqual(["feed", "limit", "offset", "filter", "search", "sort", "topic_id", "consult_meeting_id", "status", "case_status", "same_patient_as"]);
    // The request and consult calls of spec 2 §7, each described.
    for (const [method, path] of [
      ["post", "/api/v1/requests"],
      ["put", "/api/v1/requests/{id}"],
      ["delete", "/api/v1/requests/{id}"],
      ["put", "/api/v1/consults/{id}"],
      ["post", "/api/v1/participations"],
      ["post", "/api/v1/request-assignments"],
      ["post", "/api/v1/requests/{id}/messages"],
      ["post", "/api/v1/notifications"],
      ["get", "/api/v1/requests/{id}/files/zip"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths["/api/v1/requests/{id}"]?.get).toBeDefined();
    expect(doc.paths["/api/v1/login"]?.post?.parameters.map((p) => p.name)).toContain("X-CSRF-Token");
    // The account calls of issue 3, each described.
    const accountCalls = [
      ["post", "/api/v1/signup/contact-validation"],
      ["post", "/api/v1/signup"],
      ["get", "/api/v1/signup/professionals"],
      ["post", "/api/v1/password/codes"],
      ["post", "/api/v1/password/reset"],
      ["post", "/api/v1/logout"],
      ["get", "/api/v1/users/me"],
      ["post", "/api/v1/users/me/identification"],
      ["get", "/api/v1/pro-sante-connect/start"],
    ] as const;
    for (const [method, path] of accountCalls) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it("has a development outbox only outside production, and only for this machine", async () => {
    const local = new TestClient(app);
    local.ip = "127.0.0.1";
    const development = await local.fetch("/dev/outbox", { headers: { accept: "application/json" } });
    expect(await development.json()).toHaveProperty("messages");
    const production = createTestApp(db, { production: true });
    const localProduction = new TestClient(production);
    localProduction.ip = "127.0.0.1";
    const response = await localProduction.fetch("/dev/outbox", { headers: { accept: "application/json" } });
    // Only the web app's shell, as for any unknown path: no messages, no codes.
    expect(await response.text()).toContain("<div id=root>");
    // Issue 7, finding 6: a neighbour on the network, or anyone through a local proxy, gets nothing.
    const neighbour = new TestClient(app);
    neighbour.ip = "192.168.1.20";
    expect(await (await neighbour.fetch("/dev/outbox", { headers: { accept: "application/json" } })).text()).toContain("<div id=root>");
    const proxied = await local.fetch("/dev/outbox", { headers: { accept: "application/json", "x-forwarded-for": "203.0.113.5" } });
    expect(await proxied.text()).toContain("<div id=root>");
  });

  it("serves the web app for client routes and sets the CSRF cookie", async () => {
    const response = await new TestClient(app).fetch("/request/123");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("csrf_token="))).toBe(true);
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
    const missingAsset = await new TestClient(app).fetch("/assets/nope.js");
    expect(missingAsset.status).toBe(404);
  });

  it("answers unknown REST routes with a JSON 404", async () => {
    const response = await alice.rest("GET", "/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found" });
  });
});

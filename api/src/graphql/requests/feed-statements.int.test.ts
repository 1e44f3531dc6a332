import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { syncParticipants } from "../../domain/requests/participant-state.ts";
import { refreshSearchText } from "../../domain/requests/search-text.ts";

let db: TestDatabase;
let client: TestClient;
let bob: TestClient;

beforeAll(async () => {
  db = await createTestDatabase();
  const fx = await createFixtures(db.prisma);
  // The feed copies and search text, as the commands keep them.
  for (const id of [...fx.aliceRequestIds, ...fx.carolRequestIds]) {
    await syncParticipants(db.prisma, id);
    await refreshSearchText(db.prisma, id);
  }
  const app = createTestApp(db);
  client = new TestClient(app);
  bob = new TestClient(app);
  await client.login(fx.alice.email, FIXTURE_PASSWORD);
  await bob.login(fx.bob.email, FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

// Everything the list and its rows show: nested relations must not cost a query per row.
const query = `query($first: Int, $feed: RequestFeed!, $filter: RequestFeedFilter, $search: String, $sort: RequestSort) {
  requests(feed: $feed, first: $first, filter: $filter, search: $search, sort: $sort) { totalCount edges { node {
  id status consultStatus selfSide lastActivityDate description unread inactive
  patient { firstName lastName } author { firstName professional { specialty { label } } }
  recipientProfessional { lastName specialty { label } } recipientGroup { name } recipientTopic { label }
  messages(first: 3) { totalCount edges { node { content author { firstName } } } }
} } } }`;

type Selection = { feed?: "FROM_ME" | "TO_ME"; filter?: string; search?: string; sort?: string };

async function statementsFor(first: number, selection: Selection = {}, as: TestClient = client): Promise<{ count: number; rows: number; sql: string }> {
  const statements: string[] = [];
  const stop = db.onQuery((sql) => statements.push(sql));
  const result = await as.graphql<{ requests: { edges: unknown[] } }>(query, { first, feed: "FROM_ME", ...selection });
  stop();
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  if (process.env.SHOW_SQL) console.log(statements.map((s) => s.slice(0, 160)).join("\n"));
  // Everything the call sends, session lookup included; not the session's once-a-minute
  // touch, which depends on the clock rather than on the page.
  const counted = statements.filter((s) => !/^UPDATE "public"."sessions"/.test(s));
  return { count: counted.length, rows: result.data.requests.edges.length, sql: statements.join("\n") };
}

it("runs at most 4 SQL statements whatever the page size, session lookup included", async () => {
  const small = await statementsFor(2);
  const medium = await statementsFor(20);
  const large = await statementsFor(40);
  expect([small.rows, medium.rows, large.rows]).toEqual([2, 20, 40]);
  expect(medium.count).toBe(small.count);
  expect(large.count).toBe(small.count);
  // Session and user, the page of keys, the total, and the rows with every relation joined in.
  expect(small.count).toBeLessThanOrEqual(4);
});

it("reads only the columns the query shows", async () => {
  const { sql } = await statementsFor(20);
  // Data minimisation (DESIGN.md): no NIR, INS answer, form content or password hash for a list.
  for (const column of ['"nir"', '"insResponse"', '"formContent"', '"passwordHash"']) expect(sql).not.toContain(column);
});

it.each([
  ["from:me with a filter", { filter: "OPENED" }, "alice"],
  ["from:me with a search", { search: "Question réponse" }, "alice"],
  ["from:me with a filter, a search and the oldest first", { filter: "OPENED", search: "question", sort: "LAST_ACTIVITY_ASC" }, "alice"],
  ["to:me with a filter", { feed: "TO_ME", filter: "OPENED" }, "bob"],
  ["to:me with a search", { feed: "TO_ME", search: "patient" }, "bob"],
] as const)("%s runs exactly 4 SQL statements whatever the page size", async (_what, selection, who) => {
  const as = who === "bob" ? bob : client;
  const small = await statementsFor(2, selection, as);
  const large = await statementsFor(40, selection, as);
  expect([small.rows, large.rows]).toEqual([2, 40]);
  // Session and user, the page of keys (the search joined in), the total, the rows.
  expect(small.count).toBe(4);
  expect(large.count).toBe(4);
});

it("skips the count when the first page holds the whole selection: exactly 3 statements", async () => {
  // "nom1" is in the patient names Nom1, Nom10 to Nom19: 11 of Alice's requests.
  const whole = await statementsFor(20, { search: "nom1" });
  expect(whole.rows).toBe(11);
  expect(whole.count).toBe(3);
  const toMe = await statementsFor(20, { feed: "TO_ME", filter: "OPENED", search: "nom2" }, bob);
  // Nom2, Nom20 to Nom29 from Alice, and Carol's Nom2.
  expect(toMe.rows).toBe(12);
  expect(toMe.count).toBe(3);
});

it("a list page's one statement carries only what its selection shows, and answers it as the request page does", async () => {
  const read = async (selection: string) => {
    const statements: string[] = [];
    const stop = db.onQuery((sql) => statements.push(sql));
    const result = await client.graphql<{ requests: { edges: { node: Record<string, unknown> }[] } }>(`query { requests(feed: FROM_ME, first: 5) { edges { node { ${selection} } } } }`);
    stop();
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    const page = statements.find((sql) => sql.includes("json_build_object"));
    if (!page) throw new Error(`no feed statement in ${statements.join("\n")}`);
    return { page, nodes: result.data.requests.edges.map((edge) => edge.node) };
  };
  // The web app's rows: names and states. No description (it can run to pages), no dates they do not show.
  const list = await read("databaseId status patient { lastName }");
  for (const column of ['r."description"', 'r."createdAt"', 'pt."birthDate"', 'rp."firstName"', '"request_duty_routes"']) expect(list.page).not.toContain(column);
  expect(list.nodes).toHaveLength(5);

  const detailed = await read("id databaseId description createdAt patient { lastName birthDate }");
  for (const column of ['r."description"', 'r."createdAt"', 'pt."birthDate"']) expect(detailed.page).toContain(column);
  for (const node of detailed.nodes) {
    const single = await client.graphql<{ node: Record<string, unknown> }>(`query($id: ID!) { node(id: $id) { ... on Request { id databaseId description createdAt patient { lastName birthDate } } } }`, { id: node["id"] });
    expect(node).toEqual(single.data?.node);
  }
  expect(detailed.nodes.map((node) => node["description"]).filter(Boolean).length).toBeGreaterThan(0);
});

it("a list asked again, by the same viewer or another, answers as a first call does", async () => {
  type Rows = { requests: { totalCount: number; edges: { node: { databaseId: number; selfSide: string; unread: boolean; patient: { lastName: string } | null } }[] } };
  // Two texts of one query: the second is parsed apart, so it is planned afresh.
  const text = (pad: string) => `query($feed: RequestFeed!) { requests(feed: $feed, first: 10) {${pad} totalCount edges { node { databaseId selfSide unread patient { lastName } } } } }`;
  const ask = async (as: TestClient, pad: string, feed: "FROM_ME" | "TO_ME") => {
    const statements: string[] = [];
    const stop = db.onQuery((sql) => statements.push(sql));
    const result = await as.graphql<Rows>(text(pad), { feed });
    stop();
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    // The session's once-a-minute touch depends on the clock, not on the page.
    return { ...result.data.requests, statements: statements.filter((sql) => !/^UPDATE "public"."sessions"/.test(sql)).length };
  };
  const alicesFirst = await ask(client, "", "FROM_ME");
  expect(await ask(client, "", "FROM_ME")).toEqual(alicesFirst);
  expect(alicesFirst.edges.every(({ node }) => node.selfSide === "SENDER")).toBe(true);
  // The session and the page's one statement.
  expect(alicesFirst.statements).toBe(2);
  // Alice's plan of this text is kept; Bob's own participation answers his rows, in as many statements.
  await ask(client, "", "TO_ME");
  const bobs = await ask(bob, "", "TO_ME");
  expect(bobs.edges.length).toBeGreaterThan(0);
  expect(bobs.edges.every(({ node }) => node.selfSide === "RECIPIENT")).toBe(true);
  expect(bobs).toEqual(await ask(bob, " ", "TO_ME"));
});

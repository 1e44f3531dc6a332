import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { createFixtures, FIXTURE_PASSWORD } from "../../testing/fixtures.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";

let db: TestDatabase;
let client: TestClient;

beforeAll(async () => {
  db = await createTestDatabase();
  const fx = await createFixtures(db.prisma);
  client = new TestClient(createTestApp(db));
  await client.login(fx.alice.email, FIXTURE_PASSWORD);
});
afterAll(async () => db?.drop());

// Everything the list and its rows show: nested relations must not cost a query per row.
const query = `query($first: Int) { requests(feed: FROM_ME, first: $first) { totalCount edges { node {
  id status consultStatus selfSide lastActivityDate description
  patient { firstName lastName } author { firstName professional { specialty { label } } }
  recipientProfessional { lastName specialty { label } } recipientGroup { name } recipientTopic { label }
  messages(first: 3) { totalCount edges { node { content author { firstName } } } }
} } } }`;

async function statementsFor(first: number): Promise<{ count: number; rows: number; sql: string }> {
  const statements: string[] = [];
  const stop = db.onQuery((sql) => statements.push(sql));
  const result = await client.graphql<{ requests: { edges: unknown[] } }>(query, { first });
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

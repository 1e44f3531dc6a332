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

async function statementsFor(first: number): Promise<{ count: number; rows: number }> {
  const statements: string[] = [];
  const stop = db.onQuery((sql) => statements.push(sql));
  const result = await client.graphql<{ requests: { edges: unknown[] } }>(query, { first });
  stop();
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  // Session lookup statements are the same for any page; count only what the feed runs.
  if (process.env.SHOW_SQL) console.log(statements.map((s) => s.slice(0, 160)).join("\n"));
  return { count: statements.filter((s) => !/"sessions"/.test(s)).length, rows: result.data.requests.edges.length };
}

it("runs the same number of SQL statements for 2, 20 and 40 rows", async () => {
  const small = await statementsFor(2);
  const medium = await statementsFor(20);
  const large = await statementsFor(40);
  expect([small.rows, medium.rows, large.rows]).toEqual([2, 20, 40]);
  expect(medium.count).toBe(small.count);
  expect(large.count).toBe(small.count);
  // One statement per relation level (Prisma loads each relation in a batch), whatever the page size.
  expect(small.count).toBeLessThan(20);
});

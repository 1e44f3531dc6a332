import type { Database } from "../api/src/db/client.ts";

/** A filter (FeedState) and search words, as the GraphQL query's filter and search say them. */
export type BaselineSelection = { state: string | null; words: string[] };

/**
 * The same page as the GraphQL feed query, in one hand-written statement that builds the
 * JSON in PostgreSQL: the fastest the database can answer, to compare the API against. The
 * conditions are written in only when used: "$n IS NULL OR ..." would cost the planner its
 * best plan (a search turned into a sequential scan of every request).
 */
export function feedBaselineSql(selection: BaselineSelection): { sql: string; params: (userId: number, limit: number) => unknown[] } {
  const extra: unknown[] = [];
  const conditions: string[] = [];
  if (selection.state) {
    extra.push(selection.state);
    conditions.push(`AND p."requestState" = $${2 + extra.length}::"FeedState"`);
  }
  if (selection.words.length) {
    extra.push(selection.words.map((word) => `%${word}%`));
    conditions.push(`AND sr."searchText" LIKE ALL ($${2 + extra.length}::text[])`);
  }
  const join = selection.words.length ? `JOIN requests sr ON sr.id = p."requestId"` : "";
  const matching = `FROM participants p ${join} WHERE p."userId" = $1 AND p.side = 'SENDER' ${conditions.join(" ")}`;
  const sql = `
WITH page AS (
  SELECT p."requestId", p."lastActivityDate" ${matching}
  ORDER BY p."lastActivityDate" DESC, p."requestId" DESC
  LIMIT $2
)
SELECT json_build_object(
  'totalCount', (SELECT count(*) ${matching}),
  'edges', coalesce(json_agg(json_build_object('node', json_build_object(
    'databaseId', r.id,
    'status', r.status,
    'consultStatus', c.status,
    'lastActivityDate', r."lastActivityDate",
    'patient', CASE WHEN pt.id IS NULL THEN NULL ELSE json_build_object('firstName', pt."firstName", 'lastName', pt."lastName") END,
    'recipientProfessional', CASE WHEN rp.id IS NULL THEN NULL ELSE json_build_object('firstName', rp."firstName", 'lastName', rp."lastName", 'specialty', json_build_object('label', s.label)) END,
    'recipientGroup', CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('name', g.name) END,
    'recipientTopic', CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('label', t.label) END
  )) ORDER BY page."lastActivityDate" DESC, page."requestId" DESC), '[]'::json)
) AS body
FROM page
JOIN requests r ON r.id = page."requestId"
LEFT JOIN consults c ON c."requestId" = r.id
LEFT JOIN patients pt ON pt.id = r."patientId"
LEFT JOIN professionals rp ON rp.id = r."recipientProfessionalId"
LEFT JOIN specialties s ON s.code = rp."specialtyCode"
LEFT JOIN groups g ON g.id = r."recipientGroupId"
LEFT JOIN topics t ON t.id = r."recipientTopicId"`;
  return { sql, params: (userId, limit) => [userId, limit, ...extra] };
}

export async function feedBaselineJson(database: Database, userId: number, limit: number, selection: BaselineSelection): Promise<string> {
  const { sql, params } = feedBaselineSql(selection);
  const rows = await database.rawQuery<{ body: unknown }>(sql, params(userId, limit));
  return JSON.stringify({ data: { requests: rows[0]?.body } });
}

/** The GraphQL query the benchmark drives: what the "My requests" list shows. */
export const FEED_GRAPHQL = `query Feed($first: Int!, $filter: RequestFeedFilter, $search: String) { requests(feed: FROM_ME, first: $first, filter: $filter, search: $search) {
  totalCount
  pageInfo { hasNextPage endCursor }
  edges { node { id databaseId status consultStatus lastActivityDate
    patient { firstName lastName }
    recipientProfessional { firstName lastName specialty { label } }
    recipientGroup { name } recipientTopic { label } } }
} }`;

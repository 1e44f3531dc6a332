import type { Database } from "../api/src/db/client.ts";

/**
 * The same page as the GraphQL feed query, in one hand-written statement that builds the
 * JSON in PostgreSQL: the fastest the database can answer, to compare the API against.
 */
export const FEED_BASELINE_SQL = `
WITH page AS (
  SELECT p."requestId", p."lastActivityDate"
  FROM participants p
  WHERE p."userId" = $1 AND p.side = 'SENDER'
  ORDER BY p."lastActivityDate" DESC, p."requestId" DESC
  LIMIT $2
)
SELECT json_build_object(
  'totalCount', (SELECT count(*) FROM participants WHERE "userId" = $1 AND side = 'SENDER'),
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

export async function feedBaselineJson(database: Database, userId: number, limit: number): Promise<string> {
  const rows = await database.rawQuery<{ body: unknown }>(FEED_BASELINE_SQL, [userId, limit]);
  return JSON.stringify({ data: { requests: rows[0]?.body } });
}

/** The GraphQL query the benchmark drives: what the "My requests" list shows. */
export const FEED_GRAPHQL = `query Feed($first: Int!) { requests(feed: FROM_ME, first: $first) {
  totalCount
  pageInfo { hasNextPage endCursor }
  edges { node { id databaseId status consultStatus lastActivityDate
    patient { firstName lastName }
    recipientProfessional { firstName lastName specialty { label } }
    recipientGroup { name } recipientTopic { label } } }
} }`;

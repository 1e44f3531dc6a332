/** A filter (FeedState) and search words, as the GraphQL query's filter and search say them. */
export type BaselineSelection = { state: string | null; words: string[] };

/** Who asks, as the app's readability rule needs it (domain/requests/access.ts). */
export type BaselineViewer = { userId: number; professionalId: number | null; isSuper: boolean };

/** Runs one statement; `name` makes it a prepared statement, as the app's Prisma queries are. */
export type BaselineQuery = <T>(name: string, sql: string, params: unknown[]) => Promise<T[]>;

// The app's readability rule (readableRequestWhere) in SQL: a participant on either side, or a
// published request the viewer may shadow (super user, or an observer, support or admin of
// the recipient group). The app checks it on the rows it loads; so does the baseline.
function readableSql(viewer: BaselineViewer, professional: string): string {
  const participant = `EXISTS (SELECT 1 FROM participants v WHERE v."requestId" = r.id AND v."userId" = $1)`;
  if (viewer.isSuper) return `(${participant} OR r.status <> 'DRAFT')`;
  return `(${participant} OR (r.status <> 'DRAFT' AND EXISTS (SELECT 1 FROM memberships m WHERE m."groupId" = r."recipientGroupId"
      AND m."professionalId" = ${professional} AND m.status = 'ONGOING' AND (m."canShadow" OR m."canSupport" OR m."canAdmin"))))`;
}

// Global ids and cursors as the GraphQL layer writes them: base64 of "Request:42", and
// base64url of "<ISO date>|<id>" (domain/requests/feed.ts encodeFeedCursor).
const iso = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const globalId = (type: string, column: string) => `encode(convert_to('${type}:' || ${column}, 'UTF8'), 'base64')`;
const cursor = (date: string, id: string) => `rtrim(translate(encode(convert_to(${iso(date)} || '|' || ${id}, 'UTF8'), 'base64'), '+/', '-_'), '=')`;

/**
 * The same page as the GraphQL feed query, in one hand-written statement that builds the
 * JSON in PostgreSQL: the fastest the database can answer, to compare the API against. It is
 * held to what the app does: a prepared statement, the same fields (global ids, page info,
 * ISO dates), the viewer's readability checked on every row, and the caller's validation
 * checked before (bench/feed-server.ts). The conditions are written in only when used:
 * "$n IS NULL OR ..." would cost the planner its best plan.
 */
export function feedBaselineSql(selection: BaselineSelection, viewer: BaselineViewer): { name: string; sql: string; params: (limit: number) => unknown[] } {
  const extra: unknown[] = [viewer.professionalId ?? 0];
  const professional = "$3";
  const conditions: string[] = [];
  if (selection.state) {
    extra.push(selection.state);
    conditions.push(`AND p."requestState" = $${2 + extra.length}::"FeedState"`);
  }
  if (selection.words.length) {
    // The participant's copy of the search text, as the app (domain/requests/feed.ts); one LIKE
    // a word, as a trigram index serves "LIKE const" but not "LIKE ALL (array)".
    for (const word of selection.words) {
      extra.push(`%${word}%`);
      conditions.push(`AND p."searchText" LIKE $${2 + extra.length}`);
    }
  }
  const matching = `FROM participants p WHERE p."userId" = $1 AND p.side = 'SENDER' ${conditions.join(" ")}`;
  const sql = `
WITH keys AS (
  SELECT p."requestId", p."lastActivityDate" ${matching}
  ORDER BY p."lastActivityDate" DESC, p."requestId" DESC
  LIMIT $2 + 1
),
page AS (SELECT * FROM keys ORDER BY "lastActivityDate" DESC, "requestId" DESC LIMIT $2),
rows AS (
  SELECT page."lastActivityDate" AS at, page."requestId" AS key, ${cursor('page."lastActivityDate"', 'page."requestId"')} AS cursor,
    json_build_object('node', json_build_object(
    'id', ${globalId("Request", "r.id")},
    'databaseId', r.id,
    'status', r.status,
    'consultStatus', c.status,
    'lastActivityDate', ${iso('r."lastActivityDate"')},
    'patient', CASE WHEN pt.id IS NULL THEN NULL ELSE json_build_object('firstName', pt."firstName", 'lastName', pt."lastName") END,
    'recipientProfessional', CASE WHEN rp.id IS NULL THEN NULL ELSE json_build_object('firstName', rp."firstName", 'lastName', rp."lastName", 'specialty', json_build_object('label', s.label)) END,
    'recipientGroup', CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('name', g.name) END,
    'recipientTopic', CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('label', t.label) END
  )) AS edge
  FROM page
  JOIN requests r ON r.id = page."requestId"
  LEFT JOIN consults c ON c."requestId" = r.id
  LEFT JOIN patients pt ON pt.id = r."patientId"
  LEFT JOIN professionals rp ON rp.id = r."recipientProfessionalId"
  LEFT JOIN specialties s ON s.code = rp."specialtyCode"
  LEFT JOIN groups g ON g.id = r."recipientGroupId"
  LEFT JOIN topics t ON t.id = r."recipientTopicId"
  WHERE ${readableSql(viewer, professional)}
)
SELECT json_build_object(
  -- As the app: when the first page holds the whole selection, its size is known without counting.
  'totalCount', CASE WHEN (SELECT count(*) FROM keys) <= $2 THEN (SELECT count(*) FROM keys) ELSE (SELECT count(*) ${matching}) END,
  'pageInfo', json_build_object(
    'hasNextPage', (SELECT count(*) FROM keys) > $2,
    'endCursor', (SELECT cursor FROM rows ORDER BY at, key LIMIT 1)
  ),
  'edges', coalesce((SELECT json_agg(edge ORDER BY at DESC, key DESC) FROM rows), '[]'::json)
) AS body`;
  // One prepared statement per shape (filter or not, how many words, super user or not).
  const name = `baseline_${selection.state ? "state" : "all"}_${selection.words.length}_${viewer.isSuper ? "super" : "member"}`;
  return { name, sql, params: (limit) => [viewer.userId, limit, ...extra] };
}

type BaselineBody = { edges: { node: { databaseId: number } }[] };

/**
 * The page as the answer's JSON text, and each row's request read in the access trail: the rows
 * show patients' names, and the app records every read of patient data (issue 17), so a baseline
 * that skipped it would be answering less than the app must.
 */
export async function feedBaselineJson(query: BaselineQuery, viewer: BaselineViewer, limit: number, selection: BaselineSelection, recordRead: (requestId: number) => void): Promise<string> {
  const { name, sql, params } = feedBaselineSql(selection, viewer);
  const rows = await query<{ body: BaselineBody }>(name, sql, params(limit));
  const body = rows[0]?.body;
  for (const edge of body?.edges ?? []) recordRead(edge.node.databaseId);
  return JSON.stringify({ data: { requests: body } });
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

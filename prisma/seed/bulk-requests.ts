import type { Database } from "../../api/src/db/client.ts";
import { toSearchText } from "../../api/src/domain/rules/search-text.ts";
import { REFERENCE_DATE } from "./random.ts";

// The scale option: adds requests (with a consult, a message and both participants) in set-based
// SQL, so a million rows take minutes. Authors and recipients are spread over the seeded
// accounts by a fixed hash of the row number (deterministic); every 40th request is dr.martin's,
// so the demo requester's feed is large too.

const BATCH = 50_000;

const DESCRIPTION = "Demande de télé-expertise n° ";
const MESSAGE = "Bonjour, pouvez-vous me donner votre avis sur ce patient ?";

// toSearchText in SQL for the names of the demo data (set-based, a million rows): accents off,
// lower case, anything but letters and digits as one space. Upper case accented letters are
// translated first, as lower() of the C locale leaves them alone.
const ACCENTED = "ÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝàâäáãåçéèêëíìîïñóòôöõúùûüýÿ";
const PLAIN = "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy";
const searchable = (sql: string) => `regexp_replace(lower(translate(${sql}, '${ACCENTED}', '${PLAIN}')), '[^a-z0-9ßæœ]+', ' ', 'g')`;

function batchSql(): string {
  return `
WITH ids AS (
  SELECT array_agg(u.id ORDER BY u.id) AS uid, array_agg(u."professionalId" ORDER BY u.id) AS pid, count(*)::bigint AS n
  FROM users u WHERE u."professionalId" IS NOT NULL
),
patients_count AS (SELECT max(id)::bigint AS n FROM patients),
picked AS (
  SELECT g, a, 1 + ((a + (g * 40503) % (ids.n - 1)) % ids.n) AS b
  FROM generate_series($1::bigint, $2::bigint) AS g
  CROSS JOIN ids
  CROSS JOIN LATERAL (SELECT CASE WHEN g % 40 = 0 THEN 1 ELSE 1 + ((g * 2654435761) % ids.n) END AS a) AS x
),
source AS (
  SELECT p.g, ids.uid[p.a] AS author_id, ids.pid[p.b] AS recipient_professional_id,
    1 + (p.g % pc.n) AS patient_id,
    $3::timestamp - ((p.g * 7919) % 31536000) * interval '1 second' AS at
  FROM picked p CROSS JOIN ids CROSS JOIN patients_count pc
),
inserted AS (
  INSERT INTO requests (status, "authorId", "patientId", description, "recipientType", "recipientProfessionalId", "publishedAt", "createdAt", "updatedAt", "lastActivityDate", version, "searchText")
  SELECT 'PUBLISHED'::"RequestStatus", author_id, patient_id, $4::text || g, 'PROFESSIONAL'::"PartyType", recipient_professional_id, at, at, at, at, 1,
    -- The parts in the order of domain/requests/search-text.ts: patient, description, recipient, messages.
    trim(regexp_replace(concat_ws(' ', ${searchable(`concat_ws(' ', pa."firstName", pa."lastName", pa."birthName")`)}, $5::text || ' ' || g, ${searchable(`rp."firstName" || ' ' || rp."lastName"`)}, $6::text), ' +', ' ', 'g'))
  FROM source
  LEFT JOIN patients pa ON pa.id = source.patient_id
  JOIN professionals rp ON rp.id = source.recipient_professional_id
  ORDER BY g
  RETURNING id, "authorId", "recipientProfessionalId", "lastActivityDate", "searchText"
),
consults AS (
  INSERT INTO consults ("requestId", status, "createdAt", "updatedAt")
  SELECT id, 'OPENED'::"ConsultStatus", "lastActivityDate", "lastActivityDate" FROM inserted
),
messages AS (
  INSERT INTO messages ("requestId", "authorId", content, status, "publishedAt", "createdAt", "updatedAt")
  SELECT id, "authorId", $7::text, 'PUBLISHED'::"MessageStatus", "lastActivityDate", "lastActivityDate", "lastActivityDate" FROM inserted
)
-- Published with an opened consult: the feed state OPENED, not billable, nothing unread.
-- The search text copied along: the participants trigger cannot see requests inserted by the same statement.
INSERT INTO participants ("requestId", "userId", "professionalId", side, "lastActivityDate", "createdAt", "requestState", billable, unread, "searchText")
SELECT i.id, i."authorId", a."professionalId", 'SENDER'::"ParticipationSide", i."lastActivityDate", i."lastActivityDate", 'OPENED'::"FeedState", false, false, i."searchText"
FROM inserted i JOIN users a ON a.id = i."authorId"
UNION ALL
SELECT i.id, r.id, i."recipientProfessionalId", 'RECIPIENT'::"ParticipationSide", i."lastActivityDate", i."lastActivityDate", 'OPENED'::"FeedState", false, false, i."searchText"
FROM inserted i JOIN users r ON r."professionalId" = i."recipientProfessionalId"`;
}

export async function addBulkRequests(database: Pick<Database, "rawQuery">, count: number, log: (line: string) => void = () => {}): Promise<void> {
  const [{ max = 0 } = {}] = await database.rawQuery<{ max: number | null }>(`SELECT coalesce(max(id), 0)::int AS max FROM requests`);
  const start = (max ?? 0) + 1;
  const end = start + count - 1;
  const reference = REFERENCE_DATE.toISOString().replace("Z", "");
  const sql = batchSql();
  for (let from = start; from <= end; from += BATCH) {
    const to = Math.min(end, from + BATCH - 1);
    await database.rawQuery(sql, [from, to, reference, DESCRIPTION, toSearchText(DESCRIPTION), toSearchText(MESSAGE), MESSAGE]);
    log(`bulk requests ${to - start + 1}/${count}`);
  }
  // Fresh statistics, or the planner keeps the plans it chose for a small table; VACUUM sets the
  // visibility map, so the feed's count is an index-only scan instead of 30,000 heap visits.
  await database.rawQuery("VACUUM ANALYZE");
}

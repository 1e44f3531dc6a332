import type { Database } from "../api/src/db/client.ts";
import { addBulkRequests } from "../prisma/seed/bulk-requests.ts";
import { isSeeded, seedDatabase } from "../prisma/seed/seed.ts";

// The bulk loader writes requests in set-based SQL, around the domain: the participants' feed
// copies (state, billable) and the requests' search text stay at their column defaults. The
// migration's backfill only covers rows that existed when it ran, so the bench fills them here,
// once, or the filter and search rounds would measure empty answers.

const FEED_STATE_BACKFILL = `
UPDATE participants p SET "requestState" = s.state, billable = s.billable
FROM (
  SELECT r.id,
    CASE WHEN r.status = 'DRAFT' THEN 'DRAFT'::"FeedState"
         WHEN c.status = 'COMPLETED' THEN 'COMPLETED'::"FeedState"
         WHEN c.status = 'CANCELLED' OR r.status = 'CANCELLED' THEN 'CANCELLED'::"FeedState"
         ELSE 'OPENED'::"FeedState" END AS state,
    coalesce(c.status = 'COMPLETED' AND c."actCode" IN ('TE1', 'TE2') AND r.eligibility IS DISTINCT FROM 'NONELIGIBLE', false) AS billable
  FROM requests r LEFT JOIN consults c ON c."requestId" = r.id
) s
WHERE p."requestId" = s.id AND (p."requestState" IS DISTINCT FROM s.state OR p.billable IS DISTINCT FROM s.billable)`;

// Close enough to domain/rules/search-text.ts toSearchText for the bench's French texts: lower
// case, the accents of French and German folded, anything but letters and digits a space.
const FOLD_FROM = "àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝ";
const FOLD_TO = "aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy";
const SEARCH_TEXT_BACKFILL = `
UPDATE requests r SET "searchText" = trim(regexp_replace(lower(translate(concat_ws(' ',
    pt."firstName", pt."lastName", pt."birthName", r.description,
    rp."firstName", rp."lastName",
    (SELECT string_agg(m.content, ' ' ORDER BY m.id) FROM messages m WHERE m."requestId" = r.id AND m.status = 'PUBLISHED')
  ), '${FOLD_FROM}', '${FOLD_TO}')), '[^a-z0-9]+', ' ', 'g'))
FROM requests r2
LEFT JOIN patients pt ON pt.id = r2."patientId"
LEFT JOIN professionals rp ON rp.id = r2."recipientProfessionalId"
WHERE r2.id = r.id AND r."searchText" = '' AND r.id BETWEEN $1 AND $2`;

async function backfillFeedCopies(database: Database, log: (line: string) => void): Promise<void> {
  const [{ missing = 0 } = {}] = await database.rawQuery<{ missing: number }>(`SELECT count(*)::int AS missing FROM requests WHERE "searchText" = '' AND description IS NOT NULL`);
  if (!missing) return;
  log(`[bench] filling the feed copies and search text of ${missing} requests`);
  const t0 = Date.now();
  await database.rawQuery(FEED_STATE_BACKFILL);
  const [{ max = 0 } = {}] = await database.rawQuery<{ max: number }>(`SELECT coalesce(max(id), 0)::int AS max FROM requests`);
  const step = 100_000;
  for (let from = 1; from <= max; from += step) {
    await database.rawQuery(SEARCH_TEXT_BACKFILL, [from, from + step - 1]);
    log(`[seed] search text ${Math.min(from + step - 1, max)}/${max}`);
  }
  await database.rawQuery("VACUUM ANALYZE");
  log(`[bench] backfill took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Migrates, seeds, tops the requests up to `target` and fills what the bulk loader leaves out. */
export async function prepareBenchDatabase(database: Database, target: number, log: (line: string) => void = console.log): Promise<void> {
  await database.migrate();
  if (!(await isSeeded(database))) await seedDatabase(database, { log: (l) => log(`[seed] ${l}`) });
  const [{ n = 0 } = {}] = await database.rawQuery<{ n: number }>("SELECT count(*)::int AS n FROM requests");
  if (n < target) {
    log(`[bench] ${n} requests in the database; adding ${target - n}`);
    const t0 = Date.now();
    await addBulkRequests(database, target - n, (l) => log(`[seed] ${l}`));
    log(`[bench] bulk load took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } else {
    log(`[bench] reusing ${n} requests`);
  }
  await backfillFeedCopies(database, log);
}

import type { Database } from "../api/src/db/client.ts";
import type { Bounds } from "../api/src/domain/rules/map-bounds.ts";
import { SPECIALTIES } from "../prisma/seed/specialties.ts";
import { TOWNS } from "../prisma/seed/towns.ts";

// The directory bench's data: N practices of N professionals spread around the seed's real
// towns (more around bigger ones), 1 in 10 registered, 1 in 10 of those hidden
// (is_searchable false), 300 groups, and one validated French viewer. Loaded with
// generate_series in a few statements, so 100,000 rows take seconds, not minutes.

export const BENCH_VIEWER_EMAIL = "bench.viewer@bench.test";

export async function seedDirectory(database: Database, practices: number): Promise<{ viewerId: number; viewerProfessionalId: number }> {
  const sql = (text: string, params?: unknown[]) => database.rawQuery(text, params);
  for (const s of SPECIALTIES) {
    await sql(`INSERT INTO specialties (code, label, "shortLabel", "professionCode", "professionLabel") VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`, [
      s.code,
      s.label,
      s.shortLabel,
      s.professionCode,
      s.professionLabel,
    ]);
  }
  // Towns repeated by weight: a big city draws more practices.
  const weighted = TOWNS.flatMap((town) => Array.from({ length: town.weight }, () => town));
  const towns = weighted.map((t, i) => `(${i}, '${t.country}', ${t.lat}, ${t.lng}, '${t.name.replace(/'/g, "''")}', '${t.postalCode}')`).join(", ");
  const codes = SPECIALTIES.map((s) => `'${s.code}'`).join(", ");
  await sql(`SELECT setseed(0.42)`);
  await sql(`CREATE TEMP TABLE bench_towns (i int, country text, lat float8, lng float8, name text, postal text)`);
  await sql(`INSERT INTO bench_towns VALUES ${towns}`);
  await sql(
    `INSERT INTO professionals ("firstName", "lastName", "searchText", country, rpps, "rppsType", "specialtyCode")
     SELECT 'Prénom' || g, 'Nom' || lpad((g * 7919 % 100000)::text, 5, '0'), 'prenom' || g, t.country::"Country", 'B' || g, 8, (ARRAY[${codes}])[1 + g % ${SPECIALTIES.length}]
     FROM generate_series(1, $1::int) g JOIN bench_towns t ON t.i = g % ${weighted.length}`,
    [practices],
  );
  // Gaussian-ish spread (sum of two uniforms) of about 15 km around the town centre.
  await sql(
    `INSERT INTO practices ("professionalId", lat, lng, city, "fullAddress", "postalCode", country)
     SELECT p.id, t.lat + (random() + random() - 1) * 0.15, t.lng + (random() + random() - 1) * 0.2, t.name, 'rue ' || p.id, t.postal, p.country
     FROM professionals p JOIN bench_towns t ON t.i = substr(p."firstName", 7)::int % ${weighted.length} WHERE p.rpps LIKE 'B%'`,
  );
  await sql(
    `INSERT INTO users (email, "firstName", "lastName", country, "validationStatus", "isRequestable", "isSearchable", "professionalId", "updatedAt")
     SELECT 'u' || p.id || '@bench.test', p."firstName", p."lastName", p.country, 'VALIDATED', p.id % 3 = 0, p.id % 100 <> 0, p.id, now()
     FROM professionals p WHERE p.rpps LIKE 'B%' AND p.id % 10 = 0`,
  );
  await sql(
    `INSERT INTO groups (name, mode, country, lat, lng, "boundingBox", keywords, "acceptedSpecialtyCodes", "extraPatientFields", "updatedAt")
     SELECT 'Réseau ' || g, (CASE WHEN g % 4 = 0 THEN 'SENDER' ELSE 'RECIPIENT' END)::"GroupMode", t.country::"Country", t.lat + (random() - 0.5) * 0.1, t.lng + (random() - 0.5) * 0.1, '{}', '{}', '{}', '{}', now()
     FROM generate_series(1, 300) g JOIN bench_towns t ON t.i = g % ${weighted.length}`,
  );
  const [viewer] = await database.rawQuery<{ id: number; professionalId: number }>(
    `INSERT INTO users (email, "firstName", "lastName", country, "validationStatus", "professionalId", "updatedAt")
     SELECT $1, 'Bench', 'Viewer', 'FR', 'VALIDATED', p.id, now() FROM professionals p
     WHERE p.country = 'FR' AND NOT EXISTS (SELECT 1 FROM users u WHERE u."professionalId" = p.id) ORDER BY p.id LIMIT 1
     RETURNING id, "professionalId"`,
    [BENCH_VIEWER_EMAIL],
  );
  if (!viewer) throw new Error("no viewer");
  await sql(`ANALYZE`);
  return { viewerId: viewer.id, viewerProfessionalId: viewer.professionalId };
}

/** The index candidates for the bounds query (PostGIS is not available everywhere). */
export const INDEX_VARIANTS = {
  "no index": [],
  "btree (lat, lng)": [`CREATE INDEX bench_bounds_idx ON practices (lat, lng)`],
  "btree (lng, lat)": [`CREATE INDEX bench_bounds_idx ON practices (lng, lat)`],
  "gist point(lng, lat)": [`CREATE INDEX bench_bounds_idx ON practices USING gist (point(lng, lat))`],
} as const;
export type IndexVariant = keyof typeof INDEX_VARIANTS;

export async function useIndex(database: Database, variant: IndexVariant): Promise<void> {
  await database.rawQuery(`DROP INDEX IF EXISTS practices_lat_lng_idx`);
  await database.rawQuery(`DROP INDEX IF EXISTS bench_bounds_idx`);
  for (const statement of INDEX_VARIANTS[variant]) await database.rawQuery(statement);
  await database.rawQuery(`ANALYZE practices`);
}

/**
 * The hand-written baseline: the same page as searchDirectory (groups first by name, then
 * practices by name, hidden users and other countries left out) in one statement per table,
 * counting with a window. With the GiST variant the box test is written for that index.
 */
export async function baselinePage(database: Database, bounds: Bounds, specialty: string | null, limit: number, gist: boolean): Promise<{ total: number; keys: string[] }> {
  const [west, south, east, north] = bounds;
  const box = gist ? `point(pr.lng, pr.lat) <@ box(point($1, $2), point($3, $4))` : `pr.lat BETWEEN $2 AND $4 AND pr.lng BETWEEN $1 AND $3`;
  const specialtyTest = specialty ? `AND p."specialtyCode" = $5` : `AND $5::text IS NULL`;
  const groups = await database.rawQuery<{ id: number; total: number }>(
    `SELECT g.id, count(*) OVER ()::int AS total FROM groups g
     WHERE g.country = 'FR' AND g.lat BETWEEN $2 AND $4 AND g.lng BETWEEN $1 AND $3
       AND ($5::text IS NULL OR EXISTS (SELECT 1 FROM memberships m JOIN professionals mp ON mp.id = m."professionalId"
             WHERE m."groupId" = g.id AND m.status = 'ONGOING' AND m."canReply" AND mp."specialtyCode" = $5))
     ORDER BY g.name, g.id LIMIT $6`,
    [west, south, east, north, specialty, limit],
  );
  const groupTotal = groups[0]?.total ?? 0;
  const practices = await database.rawQuery<{ id: number; total: number }>(
    `SELECT pr.id, count(*) OVER ()::int AS total FROM practices pr
     JOIN professionals p ON p.id = pr."professionalId"
     LEFT JOIN users u ON u."professionalId" = p.id
     WHERE ${box} AND pr.country = 'FR' AND (u.id IS NULL OR u."isSearchable") ${specialtyTest}
     ORDER BY p."lastName", p."firstName", pr.id LIMIT $6`,
    [west, south, east, north, specialty, Math.max(limit - groups.length, 0) || 1],
  );
  const practiceTotal = practices[0]?.total ?? 0;
  const keys = [...groups.map((g) => `group-${g.id}`), ...practices.slice(0, limit - groups.length).map((p) => `practice-${p.id}`)];
  return { total: groupTotal + practiceTotal, keys };
}

import { z } from "zod";
import { Prisma } from "../../db/generated/prisma/client.ts";
import type { Db } from "../../db/client.ts";
import { isValidatedViewer } from "../access.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { searchWords } from "../rules/search-text.ts";
import type { Viewer } from "../viewer.ts";

/** A patient form's birth-place list: long enough to choose from, short enough to read. */
export const COMMUNES_LIMIT = 20;

export const searchCommunesInput = z.object({ search: z.string().trim().min(1).max(100) });
export type SearchCommunesInput = z.input<typeof searchCommunesInput>;

export type Commune = { code: string; label: string; departmentCode: string };

// Accents and case folded in SQL as toSearchText folds the query (insee_codes stores the
// official labels only, with their accents); hyphens and apostrophes become spaces.
// Upper-case accented letters are listed too: lower() leaves them as they are under the C locale.
const ACCENTED = "àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸ-'’";
const PLAIN = "aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuyy   ";
const foldedLabel = Prisma.sql`translate(lower("label"), ${ACCENTED}, ${PLAIN})`;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The commune code search of the patient form's birth place (spec 2 §7 "Patients and
 * identity"): every word of the query within the commune's name, accents and case ignored, or
 * the query as the start of the code ("372", "2A0"). Names that start with the query come first.
 */
export async function searchCommunes(db: Db, viewer: Viewer | null, raw: SearchCommunesInput): Promise<Commune[]> {
  const input = parseInput(searchCommunesInput, raw);
  if (!isValidatedViewer(viewer)) throw new DomainError("not_found");
  const words = searchWords(input.search);
  const codePrefix = /^[0-9][0-9AB][0-9]{0,3}$/i.test(input.search) ? input.search.toUpperCase() : null;
  if (words.length === 0 && codePrefix === null) return [];
  const byName = words.length ? Prisma.join(words.map((word) => Prisma.sql`${foldedLabel} LIKE ${`%${escapeLike(word)}%`}`), " AND ") : Prisma.sql`FALSE`;
  const byCode = codePrefix ? Prisma.sql`"code" LIKE ${`${codePrefix}%`}` : Prisma.sql`FALSE`;
  const startsWith = `${escapeLike(words.join(" "))}%`;
  return db.$queryRaw<Commune[]>`
    SELECT "code", "label", "departmentCode" FROM "insee_codes"
    WHERE (${byName}) OR (${byCode})
    ORDER BY (${foldedLabel} LIKE ${startsWith}) DESC, "label" ASC, "code" ASC
    LIMIT ${COMMUNES_LIMIT}`;
}

import type { Db } from "../../db/client.ts";
import { searchWords } from "../rules/search-text.ts";

export const DIRECTORY_PAGE_MAX = 20;

/**
 * The directory search of signup step 1: by name or registration number, every word must
 * appear (accents and case ignored). An empty query finds nothing rather than everyone.
 */
export async function searchProfessionals(db: Db, query: string, limit = DIRECTORY_PAGE_MAX) {
  const words = searchWords(query);
  if (!words.length) return [];
  return db.professional.findMany({
    where: { AND: words.map((word) => ({ searchText: { contains: word } })) },
    include: { specialty: true, practices: { take: 1, orderBy: { id: "asc" } }, user: { select: { id: true } } },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    take: Math.min(Math.max(limit, 1), DIRECTORY_PAGE_MAX),
  });
}

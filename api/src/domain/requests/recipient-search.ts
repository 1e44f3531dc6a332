import { requestTopicWhere } from "./recipient-contexts.ts";
import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { specialtyCodesMatching } from "../directory/specialty-labels.ts";
import { searchWords, toSearchText } from "../rules/search-text.ts";
import type { SenderProfile } from "./recipient-status.ts";

/** Spec 1 §9: recipient suggestions are capped at 12 combined, at most 6 of one kind. */
export const SUGGESTIONS_MAX = 12;
export const SUGGESTIONS_MAX_PER_KIND = 6;

/**
 * Groups and topics are matched in memory: their names are not stored accent-free. A country
 * has a few hundred networks; past this many candidate rows the oldest are not searched.
 */
const IN_MEMORY_CANDIDATES_MAX = 5_000;

export type RecipientSuggestions = { professionalIds: number[]; groupIds: number[]; topicIds: number[] };

/**
 * Shares `total` places between the kinds, one each in turn, never more than `perKind` of one:
 * a kind with few matches leaves its places to the others.
 */
export function capSuggestions(found: RecipientSuggestions, total = SUGGESTIONS_MAX, perKind = SUGGESTIONS_MAX_PER_KIND): RecipientSuggestions {
  const lists = [found.professionalIds, found.groupIds, found.topicIds];
  const taken = [0, 0, 0];
  let count = 0;
  let progressed = true;
  while (count < total && progressed) {
    progressed = false;
    for (let kind = 0; kind < lists.length && count < total; kind++) {
      const available = Math.min(lists[kind]?.length ?? 0, perKind);
      if ((taken[kind] ?? 0) < available) {
        taken[kind] = (taken[kind] ?? 0) + 1;
        count++;
        progressed = true;
      }
    }
  }
  return {
    professionalIds: found.professionalIds.slice(0, taken[0]),
    groupIds: found.groupIds.slice(0, taken[1]),
    topicIds: found.topicIds.slice(0, taken[2]),
  };
}

/** Every word appears in the text (accents and case ignored, spec 1 §5). */
export function matchesEveryWord(text: string, words: readonly string[]): boolean {
  const haystack = toSearchText(text);
  return words.every((word) => haystack.includes(word));
}

/** A word names the professional (name, registration number) or their specialty in any language ("kardio"). */
function professionalWordWhere(word: string): Prisma.ProfessionalWhereInput {
  const codes = specialtyCodesMatching(word);
  return codes.length ? { OR: [{ searchText: { contains: word } }, { specialtyCode: { in: codes } }] } : { searchText: { contains: word } };
}

/**
 * Spec 1 §4 "search recipient": professionals of the directory (with or without an account),
 * recipient groups and their topics, of the viewer's own country (spec 1 §6: only members of
 * one's own country are asked for advice), the viewer excluded. Every word must match.
 */
export async function searchRecipients(db: Db, sender: SenderProfile, query: string): Promise<RecipientSuggestions> {
  const words = searchWords(query);
  if (!words.length) return { professionalIds: [], groupIds: [], topicIds: [] };
  const [professionals, groups, topics] = await Promise.all([
    db.professional.findMany({
      where: {
        country: sender.country,
        ...(sender.professionalId === null ? {} : { id: { not: sender.professionalId } }),
        AND: words.map(professionalWordWhere),
        // Users who chose to stay out of the directory (is_searchable) are not suggested; a
        // link to their profile still reaches their contexts.
        OR: [{ user: { is: null } }, { user: { is: { isSearchable: true } } }],
      },
      select: { id: true },
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      take: SUGGESTIONS_MAX_PER_KIND,
    }),
    db.group.findMany({
      where: { country: sender.country, mode: "RECIPIENT" },
      select: { id: true, name: true, keywords: true },
      orderBy: { id: "desc" },
      take: IN_MEMORY_CANDIDATES_MAX,
    }),
    db.topic.findMany({
      where: { ...requestTopicWhere, group: { country: sender.country, mode: "RECIPIENT" } },
      select: { id: true, label: true, group: { select: { name: true } } },
      orderBy: { id: "desc" },
      take: IN_MEMORY_CANDIDATES_MAX,
    }),
  ]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "fr");
  const groupIds = groups
    .filter((g) => matchesEveryWord(`${g.name} ${g.keywords.join(" ")}`, words))
    .sort(byName)
    .map((g) => g.id);
  // A topic matches on its own label, or on its label with its group's name ("cardio lyon").
  const topicIds = topics
    .filter((t) => matchesEveryWord(`${t.label} ${t.group.name}`, words) && words.some((word) => toSearchText(t.label).includes(word)))
    .sort((a, b) => a.label.localeCompare(b.label, "fr"))
    .map((t) => t.id);
  return capSuggestions({ professionalIds: professionals.map((p) => p.id), groupIds, topicIds });
}

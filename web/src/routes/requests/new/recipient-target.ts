/** What the page's query names (spec 2 §2: r_type, r_professional, r_group, r_topic). */
export type RecipientTarget = { kind: "professional"; professionalId: number } | { kind: "group"; groupId: number; topicId: number | null };

const MAX_DB_ID = 2_147_483_647;

function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_DB_ID ? id : null;
}

/**
 * The recipient the URL chooses, if any. r_type may be left out when only one id is given;
 * a malformed id chooses nothing (the search shows instead of an error).
 */
export function targetFromParams(params: URLSearchParams): RecipientTarget | null {
  const type = params.get("r_type")?.toLowerCase() ?? null;
  const professionalId = idParam(params.get("r_professional"));
  const groupId = idParam(params.get("r_group"));
  if (type !== "group" && professionalId !== null && (type === "professional" || groupId === null)) return { kind: "professional", professionalId };
  if (type !== "professional" && groupId !== null) return { kind: "group", groupId, topicId: idParam(params.get("r_topic")) };
  return null;
}

export function paramsOfTarget(target: RecipientTarget): Record<string, string> {
  if (target.kind === "professional") return { r_type: "professional", r_professional: String(target.professionalId) };
  return { r_type: "group", r_group: String(target.groupId), ...(target.topicId === null ? {} : { r_topic: String(target.topicId) }) };
}

/** Spec 1 §5: the filter field shows for specialists or categories only from 6 on. */
export const CONTEXT_FILTER_FROM = 6;

type ContextLike = { key: string; status: string; recipientTopicId?: number | null };

/**
 * The context chosen without a click: the topic the URL names (r_topic), else the only
 * available one (spec 1 §4: a single available context is selected by itself).
 */
export function preselectedKey(contexts: readonly ContextLike[], topicId: number | null): string | null {
  if (topicId !== null) {
    const named = contexts.find((c) => c.recipientTopicId === topicId);
    if (named) return named.key;
  }
  const available = contexts.filter((c) => c.status === "AVAILABLE");
  return available.length === 1 ? (available[0]?.key ?? null) : null;
}

/**
 * Whether a link's parameters name one context outright (spec 2 §2: the route "creates a draft,
 * then redirects to the draft"): a group's topic, or a professional with a single way in.
 */
export function namesOneContext(contexts: readonly ContextLike[], topicId: number | null, kind: "professional" | "group"): boolean {
  if (kind === "group") return topicId !== null && contexts.some((c) => c.recipientTopicId === topicId);
  return contexts.length === 1;
}

/** Lower-case, accent-free words, as the server matches them (spec 1 §5). */
function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The contexts whose label holds every word typed in the filter field. */
export function filterByWords<T>(items: readonly T[], filter: string, labelOf: (item: T) => string): T[] {
  const wanted = words(filter);
  if (wanted.length === 0) return [...items];
  return items.filter((item) => {
    const label = words(labelOf(item)).join(" ");
    return wanted.every((word) => label.includes(word));
  });
}

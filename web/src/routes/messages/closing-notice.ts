type Placed = { status: string; publishedAt?: string | null };

/**
 * Spec 2 §4: after completion, a closing notice appears at the first message posted after it.
 * Answers the index of that message among `messages` (oldest first), or null when the consult
 * is not completed or nothing was posted since (then the notice has no message to precede).
 */
export function closingNoticeIndex(messages: readonly Placed[], completedAt: string | null | undefined): number | null {
  if (!completedAt) return null;
  const completed = Date.parse(completedAt);
  if (Number.isNaN(completed)) return null;
  const index = messages.findIndex((m) => m.status === "PUBLISHED" && m.publishedAt != null && Date.parse(m.publishedAt) >= completed);
  return index === -1 ? null : index;
}

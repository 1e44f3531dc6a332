/**
 * The viewer's counts (spec 2 §3 "Notification count"): unread requests on each side, inactive
 * consults, invitations, and per group the requests the viewer could take (group_counters).
 */
export type MenuCounts = {
  fromMe: number;
  toMe: number;
  inactivePending: number;
  groupInvitations: number;
  groupCounters: readonly { groupDatabaseId: number; available: number }[];
};

/** A group's available requests (0 when the viewer has no counter for it). */
export function availableIn(counts: MenuCounts | null, groupDatabaseId: number): number {
  return counts?.groupCounters.find((counter) => counter.groupDatabaseId === groupDatabaseId)?.available ?? 0;
}

/**
 * Whether new counts announce something new: a count went up. The first counts of a
 * (re)connection are not news, and a count going down is the user reading.
 */
export function countsRose(previous: MenuCounts | null, next: MenuCounts): boolean {
  if (!previous) return false;
  const groupRose = next.groupCounters.some((counter) => counter.available > availableIn(previous, counter.groupDatabaseId));
  return groupRose || next.fromMe > previous.fromMe || next.toMe > previous.toMe || next.inactivePending > previous.inactivePending || next.groupInvitations > previous.groupInvitations;
}

/** The badge text: nothing at zero, "99+" beyond two digits so the bar keeps its layout. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

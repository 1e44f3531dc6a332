/** The menu's counts (spec 2 §3 "Notification count"): unread requests on each side. */
export type MenuCounts = { fromMe: number; toMe: number; inactivePending: number; groupInvitations: number };

/**
 * Whether new counts announce something new: a count went up. The first counts of a
 * (re)connection are not news, and a count going down is the user reading.
 */
export function countsRose(previous: MenuCounts | null, next: MenuCounts): boolean {
  if (!previous) return false;
  return next.fromMe > previous.fromMe || next.toMe > previous.toMe || next.inactivePending > previous.inactivePending || next.groupInvitations > previous.groupInvitations;
}

/** The badge text: nothing at zero, "99+" beyond two digits so the bar keeps its layout. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

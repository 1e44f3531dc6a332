/** Spec 2 §4 "Edit indicator": another user's edit under a minute ago, rechecked every 5 seconds. */
export const EDIT_WINDOW_MS = 60_000;
export const EDIT_RECHECK_MS = 5_000;

export function isRecentEdit(editedAt: string | null | undefined, now: number): boolean {
  if (!editedAt) return false;
  const age = now - new Date(editedAt).getTime();
  return age >= 0 && age < EDIT_WINDOW_MS;
}

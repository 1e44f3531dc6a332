import type { Viewer } from "../viewer.ts";

/** Email, identity state and card: the account's owner, and super users who check identities. */
export function canSeeAccountDetails(viewer: Viewer | null, userId: number): boolean {
  return viewer !== null && (viewer.userId === userId || viewer.isSuper);
}

/** Settings such as the interface language: the owner only. */
export function isOwnAccount(viewer: Viewer | null, userId: number): boolean {
  return viewer?.userId === userId;
}

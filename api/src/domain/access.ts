import type { Viewer } from "./viewer.ts";
import { DomainError } from "./errors.ts";

export type Access = "public" | "loggedIn" | "validated" | "super";

type Caller = { viewer: Viewer | null; sessionState: "none" | "expired" | "active" };

/** Whether a caller meets an access level; shared by GraphQL scopes and REST routes. */
export function hasAccess(caller: Caller, access: Access): boolean {
  if (access === "public") return true;
  if (!caller.viewer) return false;
  if (access === "loggedIn") return true;
  if (access === "validated") return caller.viewer.validated;
  return caller.viewer.isSuper;
}

/** Why a caller was refused: no session, a dead one, an unvalidated account, or not allowed. */
export function accessErrorCode(caller: Caller): "session_expired" | "unauthenticated" | "unvalidated" | "forbidden" {
  if (!caller.viewer) return caller.sessionState === "expired" ? "session_expired" : "unauthenticated";
  return caller.viewer.validated ? "forbidden" : "unvalidated";
}

/**
 * A filter that matches no row: the answer for a visitor or an unvalidated account, built so
 * that Prisma still issues the same query shape (a row the viewer may not see looks missing).
 */
export const NO_ROW = { id: { in: [] as number[] } };

/** Spec 1 §6: until its identity is validated, an account reaches nothing but itself. */
export function isValidatedViewer(viewer: Viewer | null): viewer is Viewer {
  return viewer?.validated === true;
}

/**
 * The signed-in viewer of a command, for the adapters: the route or field's access level has
 * already refused a visitor, so reaching here without one is a session that ended mid-call.
 */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new DomainError("unauthenticated");
  return viewer;
}

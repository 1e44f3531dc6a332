import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Db } from "../../db/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import { DomainError } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { canAdminGroup, standingFromRows, viewerMembershipSelect } from "../groups/standing.ts";

/**
 * Billing numbers the viewer reads and writes: their own, once validated. Nobody else's, super
 * users included: a billing number bills the health insurer in its owner's name.
 */
export function ownBillingInfoWhere(viewer: Viewer | null): Prisma.BillingInfoWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  return { userId: viewer.userId };
}

/** Whether an account practises in France, where billing numbers and MSSanté exist (spec 2 §6). */
export async function isFrenchAccount(db: Db, userId: number): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { country: true } });
  return user?.country === "FR";
}

/** Spec 2 §6 "Billing numbers and the secure messaging address are French only": a clear refusal elsewhere. */
export async function requireFrenchAccount(db: Db, viewer: Viewer): Promise<void> {
  if (!(await isFrenchAccount(db, viewer.userId))) throw new DomainError("france_only");
}

/** Whose acts a statement counts (issue 21 item 7): the viewer's own, or a group's. */
export type StatementScope = { kind: "professional"; userId: number } | { kind: "group"; groupId: number; groupName: string };

/**
 * The statement's gate: a validated professional reads their own acts only; a group's statement
 * is for its administrators (ongoing can_admin) and super users. A group that does not exist
 * answers not_found; anybody else forbidden, as the group's data download does (groups are
 * public in the directory, so their existence is no secret).
 */
export async function statementScope(db: Db, viewer: Viewer | null, groupId: number | undefined): Promise<StatementScope> {
  if (!viewer) throw new DomainError("unauthenticated");
  if (!isValidatedViewer(viewer)) throw new DomainError("unvalidated");
  if (groupId === undefined) return { kind: "professional", userId: viewer.userId };
  const group = await db.group.findUnique({ where: { id: groupId }, select: { id: true, name: true, memberships: viewerMembershipSelect(viewer) } });
  if (!group) throw new DomainError("not_found");
  if (!canAdminGroup(standingFromRows(viewer, group.memberships))) throw new DomainError("forbidden");
  return { kind: "group", groupId: group.id, groupName: group.name };
}

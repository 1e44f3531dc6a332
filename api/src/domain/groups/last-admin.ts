import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isLastAdmin, isOngoingAdmin } from "./membership-rules.ts";

// A group keeps at least one ongoing administrator (last_admin): the commands refuse what would
// leave none, and the members tab reads the same rule to offer no action that would be refused.

type Tx = Prisma.TransactionClient;

export const ongoingAdminWhere = { status: "ONGOING", canAdmin: true } as const satisfies Prisma.MembershipWhereInput;

/** The group's ongoing administrators, counted in a group select (`_count.memberships`). */
export const ongoingAdminsCount = { _count: { select: { memberships: { where: ongoingAdminWhere } } } } as const satisfies Prisma.GroupSelect;

/** What isLastAdmin needs of a membership row, counted in the same query (no query per row). */
export const lastAdminSelect = { status: true, canAdmin: true, group: { select: ongoingAdminsCount } } as const satisfies Prisma.MembershipSelect;

export type LastAdminRow = Prisma.MembershipGetPayload<{ select: typeof lastAdminSelect }>;

export function isLastAdminRow(row: LastAdminRow): boolean {
  return isLastAdmin(row, row.group._count.memberships);
}

/**
 * Ending or demoting `target` would leave the group without an ongoing administrator. Runs under
 * the group's row lock taken by loadTarget, so two admins leaving at once cannot both pass.
 */
export async function wouldLeaveNoAdmin(tx: Tx, groupId: number, target: { status: "APPLYING" | "INVITED" | "ONGOING"; canAdmin: boolean }): Promise<boolean> {
  if (!isOngoingAdmin(target)) return false;
  return isLastAdmin(target, await tx.membership.count({ where: { groupId, ...ongoingAdminWhere } }));
}

import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Viewer } from "../viewer.ts";
import { DomainError } from "../errors.ts";
import { visibleGroupWhere } from "./access.ts";
import { readableMembershipWhere } from "./membership-access.ts";
import { capabilitiesSelect } from "./membership-rules.ts";
import { standingFromRows, viewerMembershipSelect, type GroupStanding } from "./standing.ts";

type Tx = Prisma.TransactionClient;

/**
 * Takes the group's row lock, so that two admins acting at once, or an application racing an
 * invitation, count seats and read statuses one after the other (PostgreSQL; PGlite has a single
 * connection anyway).
 */
export async function lockGroup(tx: Tx, groupId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM groups WHERE id = ${groupId} FOR UPDATE`;
}

const targetSelect = {
  id: true,
  groupId: true,
  professionalId: true,
  status: true,
  isInsider: true,
  allTopics: true,
  ...capabilitiesSelect,
  welcomedAt: true,
  topics: { select: { topicId: true } },
  professional: { select: { user: { select: { id: true } } } },
} satisfies Prisma.MembershipSelect;

export type MembershipTarget = Prisma.MembershipGetPayload<{ select: typeof targetSelect }> & { topicIds: number[]; userId: number | null };

export type GroupFacts = { id: number; mode: "SENDER" | "RECIPIENT"; maxSeats: number | null; country: "FR" | "BE" | "DE"; autoAcceptsApplication: boolean; name: string };

const groupFactsSelect = { id: true, mode: true, maxSeats: true, country: true, autoAcceptsApplication: true, name: true } satisfies Prisma.GroupSelect;

/**
 * A membership the viewer may see, locked with its group, with the viewer's standing in that
 * group. A hidden row answers not_found, exactly like a missing one.
 */
export async function loadTarget(tx: Tx, viewer: Viewer, membershipId: number): Promise<{ target: MembershipTarget; group: GroupFacts; standing: GroupStanding }> {
  const found = await tx.membership.findFirst({ where: { id: membershipId, AND: [readableMembershipWhere(viewer)] }, select: { groupId: true } });
  if (!found) throw new DomainError("not_found");
  await lockGroup(tx, found.groupId);
  const row = await tx.membership.findUnique({ where: { id: membershipId }, select: targetSelect });
  const group = await tx.group.findUnique({ where: { id: found.groupId }, select: { ...groupFactsSelect, memberships: viewerMembershipSelect(viewer) } });
  if (!row || !group) throw new DomainError("membership_changed");
  const { memberships, ...facts } = group;
  return {
    target: { ...row, topicIds: row.topics.map((topic) => topic.topicId), userId: row.professional.user?.id ?? null },
    group: facts,
    standing: standingFromRows(viewer, memberships),
  };
}

/** A group the viewer may see, locked, with the viewer's standing; not_found otherwise. */
export async function loadGroupForMembership(tx: Tx, viewer: Viewer, groupId: number): Promise<{ group: GroupFacts; standing: GroupStanding }> {
  const visible = await tx.group.findFirst({ where: { id: groupId, AND: [visibleGroupWhere(viewer)] }, select: { id: true } });
  if (!visible) throw new DomainError("not_found");
  await lockGroup(tx, groupId);
  const group = await tx.group.findUniqueOrThrow({ where: { id: groupId }, select: { ...groupFactsSelect, memberships: viewerMembershipSelect(viewer) } });
  const { memberships, ...facts } = group;
  return { group: facts, standing: standingFromRows(viewer, memberships) };
}

/** Seats held: insiders who are members or invited (an invitation reserves its seat). */
export async function seatsTaken(tx: Tx, groupId: number, exceptMembershipId?: number): Promise<number> {
  return tx.membership.count({ where: { groupId, isInsider: true, status: { in: ["ONGOING", "INVITED"] }, ...(exceptMembershipId ? { id: { not: exceptMembershipId } } : {}) } });
}

/**
 * Moves a membership on only if it is still in the status the caller read: when two admins
 * answer the same application at once, the second finds membership_changed, not a double effect.
 */
export async function transition(tx: Tx, membershipId: number, expected: "APPLYING" | "INVITED" | "ONGOING", data: Prisma.MembershipUpdateManyMutationInput | null): Promise<void> {
  const result = data
    ? await tx.membership.updateMany({ where: { id: membershipId, status: expected }, data })
    : await tx.membership.deleteMany({ where: { id: membershipId, status: expected } });
  if (result.count !== 1) throw new DomainError("membership_changed");
}

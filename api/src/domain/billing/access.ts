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

/** The groups whose administrative data the viewer keeps, by task (spec 1 §6 can_integrate_act / can_integrate_report). */
export type IntegratorRights = { act: number[]; report: number[] };

const NO_RIGHTS: IntegratorRights = { act: [], report: [] };

/**
 * Administrative data belongs to a group's integrators only: validated, ongoing members with
 * can_integrate_act or can_integrate_report. Nobody else, super users included: the spec gives
 * them no integration task, and the items carry the patient's identity.
 */
export async function integratorRightsOf(db: Db, viewer: Viewer | null): Promise<IntegratorRights> {
  if (!isValidatedViewer(viewer) || viewer.professionalId === null) return NO_RIGHTS;
  const rows = await db.membership.findMany({
    where: { professionalId: viewer.professionalId, status: "ONGOING", OR: [{ canIntegrateAct: true }, { canIntegrateReport: true }] },
    select: { groupId: true, canIntegrateAct: true, canIntegrateReport: true },
  });
  return { act: rows.filter((row) => row.canIntegrateAct).map((row) => row.groupId), report: rows.filter((row) => row.canIntegrateReport).map((row) => row.groupId) };
}

type Side = "SENDER" | "RECIPIENT";

/** Requests whose administrative data goes to one of these groups, on that side. */
function toGroupsWhere(side: Side, groupIds: number[]): Prisma.RequestWhereInput {
  if (side === "RECIPIENT") return { recipientGroupId: { in: groupIds } };
  return { senderType: "GROUP", senderGroupId: { in: groupIds }, senderGroup: { autoBilling: true } };
}

/** That side's act bills (the participants' copy of the act table's answer, kept by syncParticipants). */
const sideBillsWhere = (side: Side): Prisma.RequestWhereInput => ({ participants: { some: { side, billable: true } } });

/** Items where the viewer has an act task (optionally still to do), on either side. */
function actTaskWhere(rights: IntegratorRights, extra: Prisma.ConsultWhereInput = {}): Prisma.ConsultWhereInput[] {
  if (rights.act.length === 0) return [];
  return (["RECIPIENT", "SENDER"] as const).map((side) => ({ ...extra, request: { AND: [toGroupsWhere(side, rights.act), sideBillsWhere(side)] } }));
}

function reportTaskWhere(rights: IntegratorRights, extra: Prisma.ConsultWhereInput = {}): Prisma.ConsultWhereInput[] {
  if (rights.report.length === 0) return [];
  return (["RECIPIENT", "SENDER"] as const).map((side) => ({ ...extra, request: toGroupsWhere(side, rights.report) }));
}

const COMPLETED_CONSULT: Prisma.ConsultWhereInput = { status: "COMPLETED", completedAt: { not: null }, request: { status: "PUBLISHED" } };

/**
 * The consults an integrator reads (spec 2 §3 Integration): completed consults of requests sent to
 * one of their groups, or sent from one of their groups when it bills automatically ("a group
 * sender with auto billing has nothing to do; data is sent to admissions"). An act task exists
 * only when that side's act bills, so an act-only integrator never sees an item with nothing to
 * bill; a report task always exists.
 */
export function readableIntegrationWhere(rights: IntegratorRights): Prisma.ConsultWhereInput {
  const tasks = [...actTaskWhere(rights), ...reportTaskWhere(rights)];
  if (tasks.length === 0) return NO_ROW;
  return { AND: [COMPLETED_CONSULT, { OR: tasks }] };
}

/** Items with a task of the viewer's still to do (spec 2 §9 default "pending tasks"). */
export function pendingIntegrationWhere(rights: IntegratorRights): Prisma.ConsultWhereInput {
  const tasks = [...actTaskWhere(rights, { integratedAct: false }), ...reportTaskWhere(rights, { integratedReport: false })];
  return tasks.length === 0 ? NO_ROW : { OR: tasks };
}

/** Items whose act bills, on the side the viewer keeps the data of (spec 2 §9 default "billable only"). */
export function billableIntegrationWhere(rights: IntegratorRights): Prisma.ConsultWhereInput {
  const groups = [...new Set([...rights.act, ...rights.report])];
  if (groups.length === 0) return NO_ROW;
  return { OR: (["RECIPIENT", "SENDER"] as const).map((side) => ({ request: { AND: [toGroupsWhere(side, groups), sideBillsWhere(side)] } })) };
}

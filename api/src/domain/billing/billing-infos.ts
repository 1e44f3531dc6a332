import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { isFrenchAccount, ownBillingInfoWhere, requireFrenchAccount } from "./access.ts";
import {
  BILLING_INFOS_MAX,
  createBillingInfoInput,
  deleteBillingInfoInput,
  checkBillingInfoFields,
  updateBillingInfoInput,
} from "./billing-info-input.ts";

// Spec 2 §3 "Billing info", §4 "Billing numbers modal", §7 POST/PUT/DELETE billing_infos: the
// professional's billing numbers. One may be the default, which a completion starts from.

export const BILLING_INFO_SELECT = { id: true, label: true, number: true, isDefault: true } as const;
export type BillingInfoRow = { id: number; label: string; number: string; isDefault: boolean };
/** The default first, then by label: the order of the modal's list. */
export const BILLING_INFO_ORDER = [{ isDefault: "desc" }, { label: "asc" }, { id: "asc" }] as const;

/**
 * REST names whose numbers it writes; only the viewer's own. Another user answers not_found, as a
 * missing account does (the row-level rule of settings: another's rows do not exist for you).
 */
function checkOwner(viewer: Viewer, userId: number | undefined): void {
  if (userId !== undefined && userId !== viewer.userId) throw new DomainError("not_found", "userId");
}

/** A number of the viewer's; another's answers exactly as a missing one. */
async function ownBillingInfo(db: Db, viewer: Viewer, billingInfoId: number): Promise<{ id: number }> {
  const row = await db.billingInfo.findFirst({ where: { id: billingInfoId, AND: [ownBillingInfoWhere(viewer)] }, select: { id: true } });
  if (!row) throw new DomainError("not_found");
  return row;
}

export async function createBillingInfo(deps: Deps, viewer: Viewer, raw: z.input<typeof createBillingInfoInput>): Promise<{ billingInfoId: number }> {
  await requireFrenchAccount(deps.db, viewer);
  const input = parseInput(createBillingInfoInput, raw);
  // Another account first: it answers as a missing one, whatever the fields hold.
  checkOwner(viewer, input.userId);
  const fields = checkBillingInfoFields(input);
  return deps.db.$transaction(async (tx) => {
    const count = await tx.billingInfo.count({ where: { userId: viewer.userId } });
    if (count >= BILLING_INFOS_MAX) throw new DomainError("validation_failed", "number");
    // The first number is the default until the user picks another.
    const isDefault = input.isDefault ?? count === 0;
    if (isDefault) await tx.billingInfo.updateMany({ where: { userId: viewer.userId, isDefault: true }, data: { isDefault: false } });
    const row = await tx.billingInfo.create({ data: { userId: viewer.userId, label: fields.label, number: fields.number, isDefault }, select: { id: true } });
    return { billingInfoId: row.id };
  });
}

export async function updateBillingInfo(deps: Deps, viewer: Viewer, raw: z.input<typeof updateBillingInfoInput>): Promise<{ billingInfoId: number }> {
  await requireFrenchAccount(deps.db, viewer);
  const input = parseInput(updateBillingInfoInput, raw);
  checkOwner(viewer, input.userId);
  const fields = checkBillingInfoFields(input);
  const row = await ownBillingInfo(deps.db, viewer, input.billingInfoId);
  await deps.db.$transaction(async (tx) => {
    if (input.isDefault) await tx.billingInfo.updateMany({ where: { userId: viewer.userId, isDefault: true, id: { not: row.id } }, data: { isDefault: false } });
    await tx.billingInfo.update({ where: { id: row.id }, data: { label: fields.label, number: fields.number, ...(input.isDefault === undefined ? {} : { isDefault: input.isDefault }) } });
  });
  return { billingInfoId: row.id };
}

/** Deletes a number; when it was the default, the oldest remaining one takes its place. */
export async function deleteBillingInfo(deps: Deps, viewer: Viewer, raw: z.input<typeof deleteBillingInfoInput>): Promise<{ billingInfoId: number }> {
  await requireFrenchAccount(deps.db, viewer);
  const input = parseInput(deleteBillingInfoInput, raw);
  const row = await ownBillingInfo(deps.db, viewer, input.billingInfoId);
  await deps.db.$transaction(async (tx) => {
    const deleted = await tx.billingInfo.delete({ where: { id: row.id }, select: { isDefault: true } });
    if (!deleted.isDefault) return;
    const next = await tx.billingInfo.findFirst({ where: { userId: viewer.userId }, orderBy: { id: "asc" }, select: { id: true } });
    if (next) await tx.billingInfo.update({ where: { id: next.id }, data: { isDefault: true } });
  });
  return { billingInfoId: row.id };
}

/** The viewer's numbers, default first; null outside France (no such thing there). */
export async function listOwnBillingInfos(db: Db, viewer: Viewer): Promise<BillingInfoRow[] | null> {
  if (!(await isFrenchAccount(db, viewer.userId))) return null;
  return db.billingInfo.findMany({ where: ownBillingInfoWhere(viewer), select: BILLING_INFO_SELECT, orderBy: [...BILLING_INFO_ORDER] });
}

/** One of the viewer's numbers; null when another's or missing (they answer alike). */
export async function readOwnBillingInfo(db: Db, viewer: Viewer, billingInfoId: number): Promise<BillingInfoRow | null> {
  return db.billingInfo.findFirst({ where: { id: billingInfoId, AND: [ownBillingInfoWhere(viewer)] }, select: BILLING_INFO_SELECT });
}

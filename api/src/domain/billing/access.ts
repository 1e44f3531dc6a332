import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Db } from "../../db/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import { DomainError } from "../errors.ts";
import type { Viewer } from "../viewer.ts";

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

import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { isBillingSoftware, type BillingSoftware } from "../rules/billing-software.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { requireFrenchAccount } from "./access.ts";

// Spec 2 §7 PUT users/{id} billing_software, §9 families: the practice software the viewer bills
// from, which decides where "send to my software" goes (billing-transfer.ts). French only, as the
// billing numbers it goes with (spec 2 §6): the families are French practice software.

export const billingSoftwareInput = z.object({
  userId: dbIdSchema.optional(),
  /** A family of spec 2 §9, or null: none chosen. */
  billingSoftware: z.string().max(40).nullable(),
});

/** The checked choice, not yet written (PUT users/{id} writes it with the other settings, all or nothing). */
export async function billingSoftwareChange(deps: Deps, viewer: Viewer, raw: z.input<typeof billingSoftwareInput>): Promise<{ billingSoftware: BillingSoftware | null }> {
  const input = parseInput(billingSoftwareInput, raw);
  // Another account's settings answer as a missing account, as the preferences do.
  if (input.userId !== undefined && input.userId !== viewer.userId) throw new DomainError("not_found");
  await requireFrenchAccount(deps.db, viewer);
  const value = input.billingSoftware?.trim() || null;
  if (value !== null && !isBillingSoftware(value)) throw new DomainError("billing_software_invalid", "billingSoftware");
  return { billingSoftware: value };
}

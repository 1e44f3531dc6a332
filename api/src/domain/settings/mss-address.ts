import { z } from "zod";
import { requireFrenchAccount } from "../billing/access.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { isValidMssAddress, normalizeMssAddress } from "../rules/mss-address.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";

// Spec 2 §2 "the secure health messaging address (French only)", §7 PUT users/{id} mss_address:
// where reports can be sent securely. Optional: empty clears it.

export const mssAddressInput = z.object({
  /** REST's users/{id}: only the viewer's own account is written. */
  userId: dbIdSchema.optional(),
  mssAddress: z.string().max(320).nullable(),
});

export async function updateMssAddress(deps: Deps, viewer: Viewer, raw: z.input<typeof mssAddressInput>): Promise<{ userId: number; mssAddress: string | null }> {
  const checked = await mssAddressChange(deps, viewer, raw);
  await deps.db.user.update({ where: { id: viewer.userId }, data: checked });
  return { userId: viewer.userId, mssAddress: checked.mssAddress };
}

/** The checked address of updateMssAddress, not yet written (PUT users/{id} writes it with the preferences, all or nothing). */
export async function mssAddressChange(deps: Deps, viewer: Viewer, raw: z.input<typeof mssAddressInput>): Promise<{ mssAddress: string | null }> {
  const input = parseInput(mssAddressInput, raw);
  // Another account's settings answer as a missing account, as the preferences do.
  if (input.userId !== undefined && input.userId !== viewer.userId) throw new DomainError("not_found");
  await requireFrenchAccount(deps.db, viewer);
  const address = input.mssAddress === null ? "" : normalizeMssAddress(input.mssAddress);
  if (address && !isValidMssAddress(address)) throw new DomainError("mss_address_invalid", "mssAddress");
  return { mssAddress: address || null };
}

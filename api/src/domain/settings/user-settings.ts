import type { Deps } from "../deps.ts";
import type { Viewer } from "../viewer.ts";
import { billingSoftwareChange } from "../billing/billing-software.ts";
import { mssAddressChange } from "./mss-address.ts";
import { preferencesChange, type PreferencesInput } from "./preferences.ts";

/**
 * Spec 2 §7 PUT users/{id}: the preferences, the MSSanté address and the billing software in one call. All are
 * checked before anything is written, then written in one update: a refusal of either changes
 * nothing.
 */
export async function updateUserSettings(deps: Deps, viewer: Viewer, input: PreferencesInput & { mssAddress?: string | null; billingSoftware?: string | null }): Promise<{ userId: number }> {
  const { mssAddress, billingSoftware, ...preferences } = input;
  const { userId, change } = await preferencesChange(deps, viewer, preferences);
  const address = mssAddress === undefined ? {} : await mssAddressChange(deps, viewer, { userId: input.userId, mssAddress });
  const software = billingSoftware === undefined ? {} : await billingSoftwareChange(deps, viewer, { userId: input.userId, billingSoftware });
  await deps.db.user.update({ where: { id: userId }, data: { ...change, ...address, ...software } });
  return { userId };
}

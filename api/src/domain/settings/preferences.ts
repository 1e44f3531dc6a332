import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { readSettings } from "./read-settings.ts";
import { refusedPreference, type Preferences } from "./roles.ts";

/** Longest presentation (bio), in characters: a few paragraphs on the profile page. */
export const BIO_MAX_LENGTH = 2_000;

/**
 * Spec 2 §7 PUT users/{id}: the preferences, each optional (left out: kept). The bio keeps its
 * line breaks, is trimmed, and an empty one is no presentation.
 */
export const preferencesInput = z.object({
  userId: dbIdSchema,
  bio: z.string().max(BIO_MAX_LENGTH).nullable().optional(),
  acceptsIndividualRequests: z.boolean().optional(),
  sendsIndividualRequests: z.boolean().optional(),
  usesSmsAlerts: z.boolean().optional(),
  isSearchable: z.boolean().optional(),
});
export type PreferencesInput = z.input<typeof preferencesInput>;

function bioOf(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/**
 * Saves the viewer's own preferences (spec 2 §2 settings screen, §6 who sees what). They act at
 * once where they are read: accepts_individual_requests in the recipient selection and the
 * directory's "accessible" filter, is_searchable in the directory, sends_individual_requests in
 * the sender's recipient choice, uses_sms_alerts in the text message sent when a request arrives.
 * A refusal changes nothing.
 */
export async function updatePreferences(deps: Deps, viewer: Viewer, raw: PreferencesInput): Promise<{ userId: number }> {
  const { userId, change } = await preferencesChange(deps, viewer, raw);
  await deps.db.user.update({ where: { id: userId }, data: change });
  return { userId };
}

/** The checked change of updatePreferences, not yet written (PUT users/{id} writes it with the MSSanté address, all or nothing). */
export async function preferencesChange(deps: Deps, viewer: Viewer, raw: PreferencesInput): Promise<{ userId: number; change: Partial<Preferences> }> {
  const input = parseInput(preferencesInput, raw);
  const current = await readSettings(deps.db, viewer, input.userId);
  const change: Partial<Preferences> = {
    bio: bioOf(input.bio),
    acceptsIndividualRequests: input.acceptsIndividualRequests,
    sendsIndividualRequests: input.sendsIndividualRequests,
    usesSmsAlerts: input.usesSmsAlerts,
    isSearchable: input.isSearchable,
  };
  const refused = refusedPreference(current, current, change);
  if (refused) throw new DomainError("setting_not_applicable", refused);
  return { userId: current.userId, change };
}

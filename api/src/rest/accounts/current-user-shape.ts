import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { localizeSpecialty } from "../../domain/directory/specialty-labels.ts";
import type { Locale } from "../../domain/i18n/locales.ts";
import { readCurrentUser } from "../../domain/accounts/current-user.ts";
import { readOwnSettings } from "../../domain/settings/read-settings.ts";
import { preferencesOf, preferencesShape } from "../settings/users.ts";

// Spec 2 §3 "Current user": the account's identity, its preferences (the same fields, read the
// same way, as GET/PUT users/{id}), its contact details and pictures, its billing numbers.
export const currentUserShape = preferencesShape.omit({ id: true, mss_address: true }).extend({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.enum(["FR", "BE", "DE"]),
  locale: z.string(),
  validated: z.boolean(),
  validation_status: z.enum(["none", "skipped", "pending", "validated", "rejected"]),
  cps_picture_id: z.number().int().nullable().describe("The uploaded identity card, when there is one (spec 1 §3 CurrentUser)."),
  is_super: z.boolean(),
  is_doctor: z.boolean(),
  mss_address: z.string().nullable().describe("Secure health messaging address (France only; null elsewhere)."),
  contact_email: z.string().nullable().describe("The professional contact email shown to colleagues; null when unset (the account's email is then shown)."),
  contact_phone: z.string().nullable().describe("The professional contact phone shown to colleagues; null when unset."),
  profile_picture_id: z.number().int().nullable().describe("The avatar, when one is set (GET users/{id}/profile_picture)."),
  signature_picture_id: z.number().int().nullable().describe("The handwritten signature, when one is set (GET users/{id}/signature_picture)."),
  billing_infos: z
    .array(z.object({ id: z.number().int(), user_id: z.number().int(), label: z.string(), number: z.string(), is_default: z.boolean() }))
    .describe("Billing numbers, default first (France only; empty elsewhere)."),
  professional: z
    .object({ id: z.number().int(), rpps: z.string(), rpps_type: z.number().int(), specialty: z.object({ code: z.string(), label: z.string(), profession_code: z.number().int() }) })
    .nullable(),
});

export async function loadCurrentUser(db: Db, userId: number, locale: Locale): Promise<z.infer<typeof currentUserShape>> {
  const [user, settings] = await Promise.all([readCurrentUser(db, userId), readOwnSettings(db, userId)]);
  const p = user.professional;
  return {
    // The preferences first: the identity fields below (id, the French-only mss_address) win.
    ...preferencesOf(settings),
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    country: user.country,
    locale: user.locale,
    validated: user.validationStatus === "VALIDATED",
    validation_status: user.validationStatus.toLowerCase() as "none" | "skipped" | "pending" | "validated" | "rejected",
    cps_picture_id: user.cpsPictureId,
    is_super: user.isSuper,
    is_doctor: user.isDoctor,
    mss_address: user.country === "FR" ? user.mssAddress : null,
    contact_email: settings.contactEmail,
    contact_phone: settings.contactPhone,
    profile_picture_id: settings.profilePictureId,
    signature_picture_id: settings.signaturePictureId,
    billing_infos: user.country === "FR" ? user.billingInfos.map((row) => ({ id: row.id, user_id: user.id, label: row.label, number: row.number, is_default: row.isDefault })) : [],
    professional: p
      ? { id: p.id, rpps: p.rpps, rpps_type: p.rppsType, specialty: { code: p.specialty.code, label: localizeSpecialty(p.specialty, locale).label, profession_code: p.specialty.professionCode } }
      : null,
  };
}

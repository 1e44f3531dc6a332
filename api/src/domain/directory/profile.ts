import type { Country } from "../../db/generated/prisma/enums.ts";
import type { Db } from "../../db/client.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Viewer } from "../viewer.ts";
import { ownContactWhere, visibleProfessionalWhere } from "./access.ts";
import { degreeTypeLabelFor, localizeSpecialty } from "./specialty-labels.ts";

/** The viewer as the profile's rules need them. */
export type ProfileViewer = { professionalId: number | null; country: Country };

export type AdviceTarget = { id: number; country: Country; user: { acceptsIndividualRequests: boolean } | null };

/**
 * Spec 1 §6: only members of the viewer's own country can be asked for advice from a profile;
 * they must have an account that takes individual requests, and nobody asks themselves.
 * The new-request flow checks the full rules again (specialty, away message...).
 */
export function canRequestAdviceFrom(viewer: ProfileViewer, target: AdviceTarget): boolean {
  return target.id !== viewer.professionalId && target.country === viewer.country && target.user !== null && target.user.acceptsIndividualRequests;
}

// A profile lists a handful of practices and diplomas; the caps keep one answer bounded.
export const PROFILE_MAX_PRACTICES = 50;
export const PROFILE_MAX_DEGREES = 50;

/** Everything the profile page shows, in the caller's language (spec 1 §2 "Profile page"). */
export async function readProfile(db: Db, viewer: Viewer, professionalId: number, locale: Locale) {
  const row = await db.professional.findFirst({
    where: { id: professionalId, AND: [visibleProfessionalWhere(viewer)] },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      gender: true,
      country: true,
      rpps: true,
      rppsType: true,
      specialty: { select: { code: true, label: true, shortLabel: true, professionCode: true, professionLabel: true } },
      practices: { orderBy: { id: "asc" }, take: PROFILE_MAX_PRACTICES, select: { id: true, lat: true, lng: true, city: true, fullAddress: true, postalCode: true } },
      degrees: { orderBy: { id: "asc" }, take: PROFILE_MAX_DEGREES, select: { id: true, typeCode: true, typeLabel: true, label: true } },
      user: { select: { id: true, bio: true, acceptsIndividualRequests: true } },
      contacts: { where: ownContactWhere(viewer), select: { id: true }, take: 1 },
    },
  });
  if (!row) return null;
  const self = await db.user.findUnique({ where: { id: viewer.userId }, select: { country: true } });
  const labels = localizeSpecialty(row.specialty, locale);
  return {
    ...row,
    specialty: { code: row.specialty.code, professionCode: row.specialty.professionCode, ...labels },
    degrees: row.degrees.map((degree) => ({ ...degree, typeLabel: degreeTypeLabelFor(degree.typeCode, locale, degree.typeLabel) })),
    contactId: row.contacts[0]?.id ?? null,
    canRequestAdvice: self ? canRequestAdviceFrom({ professionalId: viewer.professionalId, country: self.country }, row) : false,
  };
}

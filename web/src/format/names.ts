export type PersonName = { firstName?: string | null; lastName?: string | null; birthName?: string | null };

/**
 * "DUPONT Élodie": the medical convention puts the family name first, in capitals, so that
 * namesakes and inverted first/last names are not confused.
 */
export function patientDisplayName(patient: PersonName | null | undefined, locale: string): string | null {
  // The name in use, else the birth name (the one the patient form requires).
  const last = (patient?.lastName?.trim() || patient?.birthName?.trim())?.toLocaleUpperCase(locale);
  const first = patient?.firstName?.trim();
  const parts = [last, first].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(" ") : null;
}

/** "Claire Martin", for professionals and users. */
export function personDisplayName(person: PersonName | null | undefined): string {
  return [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(" ");
}

export type RecipientLike = {
  recipientProfessional?: (PersonName & { specialty?: { label: string } | null }) | null;
  recipientGroup?: { name: string } | null;
  recipientTopic?: { label: string } | null;
};

/**
 * "Claire Martin · Cardiologie" or "Réseau cardio · Avis rythmologie": one way of naming a
 * request's recipient, so the lists and the request and consult views agree (issue 10 item 8).
 * The specialty label arrives in the viewer's locale from the API. Empty when none is chosen.
 */
export function recipientDisplayName(request: RecipientLike): string {
  const professional = request.recipientProfessional;
  if (professional) return [personDisplayName(professional), professional.specialty?.label].filter(Boolean).join(" · ");
  return [request.recipientGroup?.name, request.recipientTopic?.label].filter(Boolean).join(" · ");
}

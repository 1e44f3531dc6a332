import type { ClinicalCase } from "./case-types.ts";
import type { RecipientTarget } from "./groups.ts";
import { specialtyByCode } from "./specialties.ts";
import type { SeedUser } from "./users.ts";
import type { SeedProfessional } from "./directory.ts";

// Who may ask a case and who answers it: the recipient's specialty fits the question (a skin
// lesion goes to dermatology, an ECG to cardiology), the topic accepts the requester's specialty
// and its form matches the case, and someone of that specialty is there to answer.

export type Recipient =
  | { kind: "professional"; professional: SeedProfessional; userId: number | null }
  | { kind: "topic"; target: RecipientTarget; answererIds: number[] };

export type Lookups = {
  users: SeedUser[];
  userById: Map<number, SeedUser>;
  userOfProfessional: Map<number, number>;
  professionals: SeedProfessional[];
  targets: RecipientTarget[];
};

export function canAsk(author: SeedUser, clinicalCase: ClinicalCase): boolean {
  const specialty = author.professional?.specialtyCode;
  if (!specialty) return false;
  if (clinicalCase.askedBy) return clinicalCase.askedBy.includes(specialty);
  return specialtyByCode(specialty).professionCode === 10 && specialty !== clinicalCase.specialty;
}

/** The topic's experts of the case's specialty: the ones who write the answer. */
export function answerersOf(target: RecipientTarget, clinicalCase: ClinicalCase, lookups: Lookups, author: SeedUser): number[] {
  return target.expertUserIds.filter((id) => {
    const user = lookups.userById.get(id);
    return id !== author.id && user?.validated === true && user.professional?.specialtyCode === clinicalCase.specialty;
  });
}

export function topicFits(target: RecipientTarget, clinicalCase: ClinicalCase, author: SeedUser): boolean {
  const specialty = author.professional?.specialtyCode ?? "";
  if (target.country !== author.country || target.specialty !== clinicalCase.specialty) return false;
  if (target.recipientProfessionalMode === "REQUIRE") return false;
  if (target.acceptedSpecialtyCodes && !target.acceptedSpecialtyCodes.includes(specialty)) return false;
  if (target.form && !clinicalCase.forms?.[target.form]) return false;
  if (target.specific || clinicalCase.topics) return clinicalCase.topics?.includes(target.label) ?? false;
  return true;
}

/** Every recipient that fits; `answered` keeps only those where someone will answer. */
export function recipientsFor(clinicalCase: ClinicalCase, author: SeedUser, lookups: Lookups, answered: boolean): Recipient[] {
  const topics: Recipient[] = lookups.targets
    .filter((target) => topicFits(target, clinicalCase, author))
    .map((target) => ({ kind: "topic" as const, target, answererIds: answerersOf(target, clinicalCase, lookups, author) }))
    .filter((r) => !answered || r.answererIds.length > 0);
  const professionals: Recipient[] = lookups.professionals
    .filter((p) => p.country === author.country && p.specialtyCode === clinicalCase.specialty && p.id !== author.professional?.id)
    .map((professional) => ({ kind: "professional" as const, professional, userId: lookups.userOfProfessional.get(professional.id) ?? null }))
    .filter((r) => !answered || (r.userId !== null && lookups.userById.get(r.userId)?.validated === true));
  return [...topics, ...professionals];
}

import type { Random } from "./random.ts";
import { daysAgo } from "./random.ts";
import type { Directory, SeedProfessional } from "./directory.ts";
import { emailSlug } from "./names.ts";
import { specialtyByCode } from "./specialties.ts";

// Accounts: the demo accounts of the README, then registered professionals of the directory.

export const DEMO_PASSWORD = "Demo-Consilium-2026!";
export const DEMO_DOMAIN = "demo.consilium.test";

export const DEMO_ACCOUNTS = [
  { email: `dr.martin@${DEMO_DOMAIN}`, professionalKey: "martin", role: "requesting doctor, France (general practice, Tours)" },
  { email: `dr.bernard@${DEMO_DOMAIN}`, professionalKey: "bernard", role: "expert in a recipient group, France (cardiology, Lyon)" },
  { email: `admin.durand@${DEMO_DOMAIN}`, professionalKey: "durand", role: "group administrator, France (geriatrics, Tours)" },
  { email: `dr.peeters@${DEMO_DOMAIN}`, professionalKey: "peeters", role: "professional in Belgium (French-speaking, Brussels)" },
  { email: `dr.schmidt@${DEMO_DOMAIN}`, professionalKey: "schmidt", role: "professional in Germany (general practice, Berlin)" },
  { email: `super@${DEMO_DOMAIN}`, professionalKey: null, role: "super user (validates accounts)" },
] as const;

export type SeedUser = {
  id: number;
  email: string;
  professional: SeedProfessional | null;
  firstName: string;
  lastName: string;
  country: "FR" | "BE" | "DE";
  locale: string;
  validated: boolean;
};

function localeOf(professional: SeedProfessional): string {
  if (professional.country === "FR") return "fr";
  if (professional.country === "DE") return "de";
  return professional.language === "nl" ? "nl-BE" : "fr-BE";
}

/** Demo accounts get ids 1–6; about 60 % of the other professionals have an account too. */
export function buildUsers(rng: Random, directory: Directory): SeedUser[] {
  const users: SeedUser[] = [];
  const demoProfessionals = directory.professionals.slice(0, 5);
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    const professional = account.professionalKey ? (demoProfessionals[index] ?? null) : null;
    users.push({
      id: users.length + 1,
      email: account.email,
      professional,
      firstName: professional?.firstName ?? "Équipe",
      lastName: professional?.lastName ?? "Support",
      country: professional?.country ?? "FR",
      locale: professional ? localeOf(professional) : "fr",
      validated: true,
    });
  }
  for (const professional of directory.professionals.slice(5)) {
    if (!rng.chance(0.6)) continue;
    const id = users.length + 1;
    users.push({
      id,
      email: `${emailSlug(professional.firstName)}.${emailSlug(professional.lastName)}.${id}@${DEMO_DOMAIN}`,
      professional,
      firstName: professional.firstName,
      lastName: professional.lastName,
      country: professional.country,
      locale: localeOf(professional),
      // A few accounts wait for identity validation, so the super user's queue is not empty.
      validated: !rng.chance(0.06),
    });
  }
  return users;
}

export function userRows(rng: Random, users: SeedUser[], passwordHash: string) {
  return users.map((user, index) => {
    const professional = user.professional;
    const specialty = professional ? specialtyByCode(professional.specialtyCode) : null;
    const isDoctor = specialty?.professionCode === 10;
    const createdAt = daysAgo(400 + (users.length - index) * 0.7);
    return {
      id: user.id,
      email: user.email,
      phone: professional?.mobile ?? null,
      passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      gender: professional?.gender ?? null,
      country: user.country,
      locale: user.locale,
      validationStatus: user.validated ? ("VALIDATED" as const) : rng.pick(["PENDING", "SKIPPED", "NONE"] as const),
      validatedAt: user.validated ? createdAt : null,
      emailVerifiedAt: createdAt,
      phoneVerifiedAt: professional ? createdAt : null,
      isSuper: professional === null,
      isAdmin: professional === null,
      isDoctor,
      isRequestable: professional !== null && specialty?.code !== "SM54" && rng.chance(0.5),
      lastLat: professional?.town.lat ?? null,
      lastLng: professional?.town.lng ?? null,
      bio: isDoctor && rng.chance(0.3) ? "Installé(e) en libéral, disponible pour des avis en télé-expertise." : null,
      professionalId: professional?.id ?? null,
      createdAt,
      lastLoginAt: daysAgo(rng.int(0, 30)),
    };
  });
}

export function billingInfoRows(users: SeedUser[]) {
  let id = 0;
  return users.flatMap((user) =>
    user.professional?.billingNumber ? [{ id: ++id, userId: user.id, label: `Cabinet ${user.professional.town.name}`, number: user.professional.billingNumber, isDefault: true }] : [],
  );
}

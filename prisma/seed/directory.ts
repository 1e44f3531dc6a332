import { toSearchText } from "../../api/src/domain/rules/search-text.ts";
import type { Random } from "./random.ts";
import { makeBillingNumber, makeFiness, makeInami, makeLanr, makeMobileE164, makeRpps, numericDepartment } from "./identifiers.ts";
import { namePool, STREETS, type NameLanguage } from "./names.ts";
import { billingCategory, inamiProfessionDigit, SPECIALTIES, SPECIALTY_WEIGHTS, specialtyByCode } from "./specialties.ts";
import { townNamed, townsOf, type CountryCode, type Town } from "./towns.ts";

// The professional directory: people with a registration number, a specialty and practices.
// Rows carry explicit ids so that later parts of the seed refer to them without reading back.

export type SeedProfessional = {
  id: number;
  firstName: string;
  lastName: string;
  gender: "M" | "F";
  country: CountryCode;
  language: NameLanguage;
  rpps: string;
  rppsType: number;
  specialtyCode: string;
  town: Town;
  mobile: string;
  /** French billing number (numéro AM) for doctors and other billing professions. */
  billingNumber: string | null;
};

export type SeedPractice = {
  id: number;
  professionalId: number;
  lat: number;
  lng: number;
  city: string;
  fullAddress: string;
  postalCode: string;
  country: CountryCode;
  finessNumber: string | null;
};

export type SeedDegree = { id: number; professionalId: number; typeCode: string; typeLabel: string; label: string };

export type Directory = { professionals: SeedProfessional[]; practices: SeedPractice[]; degrees: SeedDegree[] };

/** The demo people of the README come first, so their ids are stable: 1 to 5. */
export const DEMO_PROFESSIONALS = [
  { key: "martin", firstName: "Claire", lastName: "Martin", gender: "F", country: "FR", language: "fr", specialtyCode: "SM54", town: "Tours" },
  { key: "bernard", firstName: "Antoine", lastName: "Bernard", gender: "M", country: "FR", language: "fr", specialtyCode: "SM04", town: "Lyon" },
  { key: "durand", firstName: "Sophie", lastName: "Durand", gender: "F", country: "FR", language: "fr", specialtyCode: "SM18", town: "Tours" },
  { key: "peeters", firstName: "Marc", lastName: "Peeters", gender: "M", country: "BE", language: "fr", specialtyCode: "SM54", town: "Bruxelles" },
  { key: "schmidt", firstName: "Julia", lastName: "Schmidt", gender: "F", country: "DE", language: "de", specialtyCode: "SM54", town: "Berlin" },
] as const;

export type DemoKey = (typeof DEMO_PROFESSIONALS)[number]["key"];

const COUNTS: Record<CountryCode, number> = { FR: 210, BE: 60, DE: 60 };

function registration(country: CountryCode, specialtyCode: string, serial: number): { rpps: string; rppsType: number } {
  const specialty = specialtyByCode(specialtyCode);
  if (country === "FR") return { rpps: makeRpps(serial), rppsType: 8 };
  if (country === "BE") return { rpps: makeInami(inamiProfessionDigit(specialty.professionCode), serial % 100_000, specialty.inamiQualification), rppsType: 0 };
  return { rpps: makeLanr(serial % 1_000_000, specialty.fachgruppe), rppsType: 0 };
}

function pickTown(rng: Random, country: CountryCode): Town {
  const towns = townsOf(country);
  return rng.weighted(towns.map((town) => [town, town.weight] as const));
}

function languageOf(rng: Random, town: Town): NameLanguage {
  if (town.country === "FR") return "fr";
  if (town.country === "DE") return "de";
  if (town.language === "both") return rng.chance(0.5) ? "fr" : "nl";
  return town.language === "nl" ? "nl" : "fr";
}

function nationalMobile(country: CountryCode, rng: Random): string {
  const e164 = makeMobileE164(country, rng);
  // French numbers are stored in national form, BE and DE ones in +32/+49 form (spec 1 §5).
  return country === "FR" ? `0${e164.slice(3)}` : e164;
}

export function buildDirectory(rng: Random): Directory {
  const professionals: SeedProfessional[] = [];
  const practices: SeedPractice[] = [];
  const degrees: SeedDegree[] = [];
  let serial = 1200;

  const add = (person: Omit<SeedProfessional, "id" | "rpps" | "rppsType" | "mobile" | "billingNumber">) => {
    serial += rng.int(1, 40);
    const id = professionals.length + 1;
    const specialty = specialtyByCode(person.specialtyCode);
    const billingNumber = person.country === "FR" ? makeBillingNumber(numericDepartment(person.town.postalCode), billingCategory(specialty.professionCode), rng) : null;
    professionals.push({ ...person, id, ...registration(person.country, person.specialtyCode, serial), mobile: nationalMobile(person.country, rng), billingNumber });
    const practiceCount = rng.chance(0.2) ? 2 : 1;
    for (let i = 0; i < practiceCount; i++) {
      const town = i === 0 ? person.town : pickTown(rng, person.country);
      const street = rng.pick(STREETS[person.language]);
      const number = rng.int(1, 180);
      const address = person.country === "FR" || person.language === "fr" ? `${number} ${street}` : `${street} ${number}`;
      practices.push({
        id: practices.length + 1,
        professionalId: id,
        // A few hundred metres around the town centre, so pins of one town do not all overlap.
        lat: Number((town.lat + (rng.next() - 0.5) * 0.04).toFixed(6)),
        lng: Number((town.lng + (rng.next() - 0.5) * 0.06).toFixed(6)),
        city: town.name,
        fullAddress: `${address}, ${town.postalCode} ${town.name}`,
        postalCode: town.postalCode,
        country: town.country,
        finessNumber: town.country === "FR" && rng.chance(0.3) ? makeFiness(numericDepartment(town.postalCode), rng) : null,
      });
    }
    if (specialty.professionCode === 10) {
      degrees.push({ id: degrees.length + 1, professionalId: id, typeCode: "DE", typeLabel: "Diplôme d'État", label: `Docteur en médecine — ${specialty.label}` });
      if (rng.chance(0.3)) degrees.push({ id: degrees.length + 1, professionalId: id, typeCode: "DU", typeLabel: "Diplôme d'université", label: rng.pick(["DU de télémédecine", "DU d'échographie", "DU de plaies et cicatrisation", "DIU de gériatrie"]) });
    }
    return id;
  };

  for (const demo of DEMO_PROFESSIONALS) add({ ...demo, town: townNamed(demo.town) });

  for (const country of ["FR", "BE", "DE"] as const) {
    for (let i = 0; i < COUNTS[country]; i++) {
      const town = pickTown(rng, country);
      const language = languageOf(rng, town);
      const pool = namePool(country, language);
      const gender = rng.chance(0.52) ? "F" : "M";
      add({
        firstName: rng.pick(gender === "F" ? pool.female : pool.male),
        lastName: rng.pick(pool.last),
        gender,
        country,
        language,
        specialtyCode: rng.weighted(SPECIALTY_WEIGHTS),
        town,
      });
    }
  }
  return { professionals, practices, degrees };
}

export function professionalRows(directory: Directory) {
  return directory.professionals.map((p) => ({
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    searchText: toSearchText(`${p.firstName} ${p.lastName} ${p.rpps}`),
    gender: p.gender,
    country: p.country,
    rpps: p.rpps,
    rppsType: p.rppsType,
    specialtyCode: p.specialtyCode,
    canPrescribe: specialtyByCode(p.specialtyCode).professionCode !== 70,
  }));
}

export function specialtyRows() {
  return SPECIALTIES.map(({ code, label, shortLabel, professionCode, professionLabel, amBillingCode, amBillingLabel }) => ({
    code,
    label,
    shortLabel,
    professionCode,
    professionLabel,
    amBillingCode,
    amBillingLabel,
  }));
}

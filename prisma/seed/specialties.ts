// Specialties keyed by the French ordinal codes (SM.. for doctors) and the profession codes
// of spec 1 §3; amBilling* are the health insurer's specialty codes used on invoices.

export type SpecialtySeed = {
  code: string;
  label: string;
  shortLabel: string;
  professionCode: number;
  professionLabel: string;
  amBillingCode: string | null;
  amBillingLabel: string | null;
  /** Two-digit German Fachgruppe (last digits of a LANR) and Belgian qualification code. */
  fachgruppe: string;
  inamiQualification: string;
};

const DOCTOR = "Médecin";

export const SPECIALTIES: readonly SpecialtySeed[] = [
  { code: "SM54", label: "Médecine générale", shortLabel: "MG", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "01", amBillingLabel: "Médecine générale", fachgruppe: "01", inamiQualification: "003" },
  { code: "SM04", label: "Cardiologie et maladies vasculaires", shortLabel: "Cardio", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "03", amBillingLabel: "Cardiologie", fachgruppe: "28", inamiQualification: "730" },
  { code: "SM15", label: "Dermatologie et vénéréologie", shortLabel: "Dermato", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "05", amBillingLabel: "Dermatologie et vénérologie", fachgruppe: "21", inamiQualification: "650" },
  { code: "SM16", label: "Endocrinologie et métabolismes", shortLabel: "Endocrino", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "42", amBillingLabel: "Endocrinologie et métabolisme", fachgruppe: "25", inamiQualification: "584" },
  { code: "SM18", label: "Gériatrie", shortLabel: "Gériatrie", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "34", amBillingLabel: "Gériatrie", fachgruppe: "23", inamiQualification: "590" },
  { code: "SM32", label: "Neurologie", shortLabel: "Neuro", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "32", amBillingLabel: "Neurologie", fachgruppe: "53", inamiQualification: "370" },
  { code: "SM41", label: "Pneumologie", shortLabel: "Pneumo", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "13", amBillingLabel: "Pneumologie", fachgruppe: "30", inamiQualification: "620" },
  { code: "SM42", label: "Psychiatrie", shortLabel: "Psy", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "33", amBillingLabel: "Psychiatrie générale", fachgruppe: "58", inamiQualification: "780" },
  { code: "SM47", label: "Rhumatologie", shortLabel: "Rhumato", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "14", amBillingLabel: "Rhumatologie", fachgruppe: "31", inamiQualification: "550" },
  { code: "SM44", label: "Radio-diagnostic et imagerie médicale", shortLabel: "Radio", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "06", amBillingLabel: "Radiodiagnostic et imagerie médicale", fachgruppe: "62", inamiQualification: "460" },
  { code: "SM40", label: "Pédiatrie", shortLabel: "Pédiatrie", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "12", amBillingLabel: "Pédiatrie", fachgruppe: "34", inamiQualification: "690" },
  { code: "SM38", label: "Ophtalmologie", shortLabel: "Ophtalmo", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "15", amBillingLabel: "Ophtalmologie", fachgruppe: "05", inamiQualification: "530" },
  { code: "SM24", label: "Gastro-entérologie et hépatologie", shortLabel: "Gastro", professionCode: 10, professionLabel: DOCTOR, amBillingCode: "08", amBillingLabel: "Gastro-entérologie et hépatologie", fachgruppe: "26", inamiQualification: "540" },
  { code: "G15_21", label: "Pharmacien", shortLabel: "Pharmacien", professionCode: 21, professionLabel: "Pharmacien", amBillingCode: null, amBillingLabel: null, fachgruppe: "00", inamiQualification: "000" },
  { code: "G15_40", label: "Chirurgien-dentiste", shortLabel: "Dentiste", professionCode: 40, professionLabel: "Chirurgien-dentiste", amBillingCode: "19", amBillingLabel: "Chirurgien-dentiste", fachgruppe: "00", inamiQualification: "001" },
  { code: "G15_50", label: "Sage-femme", shortLabel: "Sage-femme", professionCode: 50, professionLabel: "Sage-femme", amBillingCode: "21", amBillingLabel: "Sage-femme", fachgruppe: "00", inamiQualification: "002" },
  { code: "G15_60", label: "Infirmier", shortLabel: "IDE", professionCode: 60, professionLabel: "Infirmier", amBillingCode: "24", amBillingLabel: "Infirmier", fachgruppe: "00", inamiQualification: "404" },
  { code: "G15_70", label: "Masseur-kinésithérapeute", shortLabel: "Kiné", professionCode: 70, professionLabel: "Masseur-kinésithérapeute", amBillingCode: "26", amBillingLabel: "Masseur-kinésithérapeute", fachgruppe: "00", inamiQualification: "000" },
  { code: "G15_80", label: "Pédicure-podologue", shortLabel: "Podologue", professionCode: 80, professionLabel: "Pédicure-podologue", amBillingCode: "27", amBillingLabel: "Pédicure-podologue", fachgruppe: "00", inamiQualification: "000" },
  { code: "G15_91", label: "Orthophoniste", shortLabel: "Orthophoniste", professionCode: 91, professionLabel: "Orthophoniste", amBillingCode: "28", amBillingLabel: "Orthophoniste", fachgruppe: "00", inamiQualification: "000" },
];

/** How often each specialty appears among generated professionals (general practice dominates). */
export const SPECIALTY_WEIGHTS: readonly (readonly [string, number])[] = [
  ["SM54", 30], ["SM04", 7], ["SM15", 6], ["SM16", 4], ["SM18", 4], ["SM32", 4], ["SM41", 3], ["SM42", 4],
  ["SM47", 3], ["SM44", 4], ["SM40", 4], ["SM38", 3], ["SM24", 3],
  ["G15_21", 5], ["G15_40", 4], ["G15_50", 4], ["G15_60", 8], ["G15_70", 5], ["G15_80", 2], ["G15_91", 3],
];

/** First digit of an INAMI number per profession (RULES.md §4). */
export function inamiProfessionDigit(professionCode: number): number {
  switch (professionCode) {
    case 10: return 1;
    case 21: return 6;
    case 40: return 3;
    case 50:
    case 60: return 4;
    default: return 5;
  }
}

/** Category digit of a French billing number per profession (RULES.md §3). */
export function billingCategory(professionCode: number): number {
  switch (professionCode) {
    case 10: return 1;
    case 21: return 2;
    case 40: return 4;
    case 50: return 5;
    case 60: return 6;
    case 70: return 7;
    case 80: return 8;
    default: return 9;
  }
}

export function specialtyByCode(code: string): SpecialtySeed {
  const specialty = SPECIALTIES.find((s) => s.code === code);
  if (!specialty) throw new Error(`unknown specialty ${code}`);
  return specialty;
}

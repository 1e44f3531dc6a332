import type { Locale } from "../i18n/locales.ts";
import { toSearchText } from "../rules/search-text.ts";

// Specialty, profession and degree-type labels in the four label languages. The database rows
// hold the French labels only (they come from the French national directory); German and
// Belgian users must read their own medical nomenclature ("Allgemeinmedizin",
// "Huisartsgeneeskunde"), not a word-for-word translation, so the labels live here, keyed by
// the stable codes. An unknown code falls back to the row's French label.

/** The languages labels exist in; fr-BE reads French and nl-BE reads Dutch. */
export type LabelLanguage = "fr" | "de" | "en" | "nl";
export const LABEL_LANGUAGES: readonly LabelLanguage[] = ["fr", "de", "en", "nl"];

export function labelLanguage(locale: Locale | string | null | undefined): LabelLanguage {
  const base = (locale ?? "fr").split("-")[0]?.toLowerCase();
  return base === "de" || base === "en" || base === "nl" ? base : "fr";
}

type Translated = Readonly<Record<LabelLanguage, string>>;

export type SpecialtyLabels = { label: string; shortLabel: string; professionLabel: string };

/** Profession codes of spec 1 §3. */
export const PROFESSION_LABELS: Readonly<Record<number, Translated>> = {
  10: { fr: "Médecin", de: "Arzt/Ärztin", en: "Doctor", nl: "Arts" },
  21: { fr: "Pharmacien", de: "Apotheker/Apothekerin", en: "Pharmacist", nl: "Apotheker" },
  40: { fr: "Chirurgien-dentiste", de: "Zahnarzt/Zahnärztin", en: "Dentist", nl: "Tandarts" },
  50: { fr: "Sage-femme", de: "Hebamme", en: "Midwife", nl: "Vroedvrouw" },
  60: { fr: "Infirmier", de: "Pflegefachkraft", en: "Nurse", nl: "Verpleegkundige" },
  70: { fr: "Masseur-kinésithérapeute", de: "Physiotherapeut", en: "Physiotherapist", nl: "Kinesitherapeut" },
  80: { fr: "Pédicure-podologue", de: "Podologe", en: "Podiatrist", nl: "Podoloog" },
  91: { fr: "Orthophoniste", de: "Logopäde", en: "Speech and language therapist", nl: "Logopedist" },
};

type SpecialtyEntry = { professionCode: number; label: Translated; shortLabel: Translated };

// German labels follow the Weiterbildungsordnung (Facharzt titles), Dutch ones the Belgian
// professional titles of the RIZIV/INAMI (e.g. "Röntgendiagnose", "Dermato-venereologie").
export const SPECIALTY_LABELS: Readonly<Record<string, SpecialtyEntry>> = {
  SM54: {
    professionCode: 10,
    label: { fr: "Médecine générale", de: "Allgemeinmedizin", en: "General practice", nl: "Huisartsgeneeskunde" },
    shortLabel: { fr: "MG", de: "Allgemeinmedizin", en: "GP", nl: "Huisarts" },
  },
  SM04: {
    professionCode: 10,
    label: { fr: "Cardiologie et maladies vasculaires", de: "Innere Medizin und Kardiologie", en: "Cardiology and vascular medicine", nl: "Cardiologie" },
    shortLabel: { fr: "Cardio", de: "Kardiologie", en: "Cardiology", nl: "Cardiologie" },
  },
  SM15: {
    professionCode: 10,
    label: { fr: "Dermatologie et vénéréologie", de: "Haut- und Geschlechtskrankheiten", en: "Dermatology and venereology", nl: "Dermato-venereologie" },
    shortLabel: { fr: "Dermato", de: "Dermatologie", en: "Dermatology", nl: "Dermatologie" },
  },
  SM16: {
    professionCode: 10,
    label: { fr: "Endocrinologie et métabolismes", de: "Innere Medizin und Endokrinologie und Diabetologie", en: "Endocrinology, diabetes and metabolism", nl: "Endocrinologie-diabetologie" },
    shortLabel: { fr: "Endocrino", de: "Endokrinologie", en: "Endocrinology", nl: "Endocrinologie" },
  },
  SM18: {
    professionCode: 10,
    label: { fr: "Gériatrie", de: "Innere Medizin und Geriatrie", en: "Geriatric medicine", nl: "Geriatrie" },
    shortLabel: { fr: "Gériatrie", de: "Geriatrie", en: "Geriatrics", nl: "Geriatrie" },
  },
  SM32: {
    professionCode: 10,
    label: { fr: "Neurologie", de: "Neurologie", en: "Neurology", nl: "Neurologie" },
    shortLabel: { fr: "Neuro", de: "Neurologie", en: "Neurology", nl: "Neurologie" },
  },
  SM41: {
    professionCode: 10,
    label: { fr: "Pneumologie", de: "Innere Medizin und Pneumologie", en: "Respiratory medicine", nl: "Pneumologie" },
    shortLabel: { fr: "Pneumo", de: "Pneumologie", en: "Respiratory", nl: "Pneumologie" },
  },
  SM42: {
    professionCode: 10,
    label: { fr: "Psychiatrie", de: "Psychiatrie und Psychotherapie", en: "Psychiatry", nl: "Psychiatrie" },
    shortLabel: { fr: "Psy", de: "Psychiatrie", en: "Psychiatry", nl: "Psychiatrie" },
  },
  SM47: {
    professionCode: 10,
    label: { fr: "Rhumatologie", de: "Innere Medizin und Rheumatologie", en: "Rheumatology", nl: "Reumatologie" },
    shortLabel: { fr: "Rhumato", de: "Rheumatologie", en: "Rheumatology", nl: "Reumatologie" },
  },
  SM44: {
    professionCode: 10,
    label: { fr: "Radio-diagnostic et imagerie médicale", de: "Radiologie", en: "Diagnostic radiology and medical imaging", nl: "Röntgendiagnose" },
    shortLabel: { fr: "Radio", de: "Radiologie", en: "Radiology", nl: "Radiologie" },
  },
  SM40: {
    professionCode: 10,
    label: { fr: "Pédiatrie", de: "Kinder- und Jugendmedizin", en: "Paediatrics", nl: "Pediatrie" },
    shortLabel: { fr: "Pédiatrie", de: "Pädiatrie", en: "Paediatrics", nl: "Kindergeneeskunde" },
  },
  SM38: {
    professionCode: 10,
    label: { fr: "Ophtalmologie", de: "Augenheilkunde", en: "Ophthalmology", nl: "Oftalmologie" },
    shortLabel: { fr: "Ophtalmo", de: "Augenheilkunde", en: "Ophthalmology", nl: "Oogheelkunde" },
  },
  SM24: {
    professionCode: 10,
    label: { fr: "Gastro-entérologie et hépatologie", de: "Innere Medizin und Gastroenterologie", en: "Gastroenterology and hepatology", nl: "Gastro-enterologie" },
    shortLabel: { fr: "Gastro", de: "Gastroenterologie", en: "Gastroenterology", nl: "Gastro-enterologie" },
  },
  G15_21: {
    professionCode: 21,
    label: { fr: "Pharmacien", de: "Apotheker/Apothekerin", en: "Pharmacist", nl: "Apotheker" },
    shortLabel: { fr: "Pharmacien", de: "Apotheker", en: "Pharmacist", nl: "Apotheker" },
  },
  G15_40: {
    professionCode: 40,
    label: { fr: "Chirurgien-dentiste", de: "Zahnarzt/Zahnärztin", en: "Dental surgeon", nl: "Tandarts" },
    shortLabel: { fr: "Dentiste", de: "Zahnarzt", en: "Dentist", nl: "Tandarts" },
  },
  G15_50: {
    professionCode: 50,
    label: { fr: "Sage-femme", de: "Hebamme", en: "Midwife", nl: "Vroedvrouw" },
    shortLabel: { fr: "Sage-femme", de: "Hebamme", en: "Midwife", nl: "Vroedvrouw" },
  },
  G15_60: {
    professionCode: 60,
    label: { fr: "Infirmier", de: "Pflegefachkraft", en: "Registered nurse", nl: "Verpleegkundige" },
    shortLabel: { fr: "IDE", de: "Pflege", en: "Nurse", nl: "Verpleegkundige" },
  },
  G15_70: {
    professionCode: 70,
    label: { fr: "Masseur-kinésithérapeute", de: "Physiotherapeut", en: "Physiotherapist", nl: "Kinesitherapeut" },
    shortLabel: { fr: "Kiné", de: "Physiotherapie", en: "Physio", nl: "Kine" },
  },
  G15_80: {
    professionCode: 80,
    label: { fr: "Pédicure-podologue", de: "Podologe", en: "Podiatrist", nl: "Podoloog" },
    shortLabel: { fr: "Podologue", de: "Podologie", en: "Podiatry", nl: "Podologie" },
  },
  G15_91: {
    professionCode: 91,
    label: { fr: "Orthophoniste", de: "Logopäde", en: "Speech and language therapist", nl: "Logopedist" },
    shortLabel: { fr: "Orthophoniste", de: "Logopädie", en: "Speech therapist", nl: "Logopedie" },
  },
};

/** Degree types of the directory (French state and university diplomas). */
export const DEGREE_TYPE_LABELS: Readonly<Record<string, Translated>> = {
  DE: { fr: "Diplôme d'État", de: "Staatliche Prüfung", en: "State diploma", nl: "Staatsdiploma" },
  DU: { fr: "Diplôme d'université", de: "Universitätszertifikat", en: "University diploma", nl: "Universitair getuigschrift" },
  DIU: { fr: "Diplôme interuniversitaire", de: "Interuniversitäres Zertifikat", en: "Inter-university diploma", nl: "Interuniversitair getuigschrift" },
  DES: { fr: "Diplôme d'études spécialisées", de: "Facharztanerkennung", en: "Specialist qualification", nl: "Specialistisch diploma" },
};

/** The labels of a specialty code, or null when the code is not known here. */
export function specialtyLabelsFor(code: string, locale: Locale | string | null | undefined): SpecialtyLabels | null {
  const entry = SPECIALTY_LABELS[code];
  if (!entry) return null;
  const lang = labelLanguage(locale);
  return {
    label: entry.label[lang],
    shortLabel: entry.shortLabel[lang],
    professionLabel: PROFESSION_LABELS[entry.professionCode]?.[lang] ?? entry.label[lang],
  };
}

export type SpecialtyRow = { code: string; label: string; shortLabel: string; professionCode: number; professionLabel: string };

/** A database specialty row's labels in the locale; its own French labels for an unknown code. */
export function localizeSpecialty(row: SpecialtyRow, locale: Locale | string | null | undefined): SpecialtyLabels {
  const known = specialtyLabelsFor(row.code, locale);
  if (known) return known;
  return { label: row.label, shortLabel: row.shortLabel, professionLabel: professionLabelFor(row.professionCode, locale, row.professionLabel) };
}

export function professionLabelFor(professionCode: number, locale: Locale | string | null | undefined, fallback: string): string {
  return PROFESSION_LABELS[professionCode]?.[labelLanguage(locale)] ?? fallback;
}

export function degreeTypeLabelFor(typeCode: string, locale: Locale | string | null | undefined, fallback: string): string {
  return DEGREE_TYPE_LABELS[typeCode]?.[labelLanguage(locale)] ?? fallback;
}

/** Every label of a specialty in every language (full, short, profession), for search texts. */
export function allSpecialtyLabels(code: string): string[] {
  const entry = SPECIALTY_LABELS[code];
  if (!entry) return [];
  const profession = PROFESSION_LABELS[entry.professionCode];
  return [...new Set(LABEL_LANGUAGES.flatMap((lang) => [entry.label[lang], entry.shortLabel[lang], profession?.[lang] ?? ""]).filter(Boolean))];
}

// Search words of each specialty's labels in every language, built once: a German user
// typing "kardio" and a French one typing "cardio" both find cardiologists.
// Joining words of the labels ("et", "und") would turn a name search into a specialty search.
const LABEL_STOP_WORDS = new Set(["et", "und", "and", "en", "de", "des", "du", "la", "le", "van", "het", "der", "die", "of"]);
const SPECIALTY_SEARCH_WORDS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.keys(SPECIALTY_LABELS).map((code) => {
    const words = toSearchText(allSpecialtyLabels(code).join(" ")).split(" ");
    return [code, [...new Set(words.filter((w) => w && !LABEL_STOP_WORDS.has(w)))]];
  }),
);

/**
 * Specialty codes one search word names: a word equal to a label word ("mg", "ide"), or the
 * start of one when it has at least 3 letters ("cardio", "kine"). The word is search text
 * already (lower-case, accent-free). Short words ("de") name nothing, so names stay precise.
 */
export function specialtyCodesMatching(word: string): string[] {
  if (!word) return [];
  const codes: string[] = [];
  for (const [code, words] of SPECIALTY_SEARCH_WORDS) {
    if (words.some((w) => w === word || (word.length >= 3 && w.startsWith(word)))) codes.push(code);
  }
  return codes;
}

/** Spec 1 §9 "profession sort doctor, dentist, nurse"; the other professions follow by code. */
const PROFESSION_ORDER: readonly number[] = [10, 40, 60];

export function professionRank(professionCode: number): number {
  const index = PROFESSION_ORDER.indexOf(professionCode);
  return index >= 0 ? index : PROFESSION_ORDER.length + professionCode;
}

/** Sorts specialties by profession (doctor, dentist, nurse, then others) then by label in the locale. */
export function compareSpecialties(locale: Locale | string | null | undefined) {
  const collator = new Intl.Collator(labelLanguage(locale), { sensitivity: "base" });
  return (a: { professionCode: number; label: string }, b: { professionCode: number; label: string }) =>
    professionRank(a.professionCode) - professionRank(b.professionCode) || collator.compare(a.label, b.label);
}

// ---- Specialty tags: the options of the directory's specialty dropdown (spec 1 §3). ----

/** The three special tags; every other tag is a specialty code. */
export const SPECIAL_SPECIALTY_TAGS = ["all", "doctor", "specialist"] as const;
export type SpecialSpecialtyTag = (typeof SPECIAL_SPECIALTY_TAGS)[number];

const SPECIAL_TAG_LABELS: Readonly<Record<SpecialSpecialtyTag, Translated>> = {
  all: { fr: "Toutes les spécialités", de: "Alle Fachrichtungen", en: "All specialties", nl: "Alle specialismen" },
  doctor: { fr: "Médecins", de: "Ärztinnen und Ärzte", en: "Doctors", nl: "Artsen" },
  specialist: { fr: "Médecins spécialistes", de: "Fachärztinnen und Fachärzte", en: "Specialists", nl: "Artsen-specialisten" },
};

/** General practice: a doctor who is not a specialist. */
export const GENERAL_PRACTICE_CODE = "SM54";
export const DOCTOR_PROFESSION = 10;

export type SpecialtyTag = { tag: string; label: string };

export function isSpecialSpecialtyTag(tag: string): tag is SpecialSpecialtyTag {
  return (SPECIAL_SPECIALTY_TAGS as readonly string[]).includes(tag);
}

/** The dropdown options: all, doctor, specialist, then every given specialty in the sorted order. */
export function specialtyTags(locale: Locale | string | null | undefined, specialties: readonly SpecialtyRow[]): SpecialtyTag[] {
  const lang = labelLanguage(locale);
  const specials = SPECIAL_SPECIALTY_TAGS.map((tag) => ({ tag, label: SPECIAL_TAG_LABELS[tag][lang] }));
  const rows = specialties
    .map((row) => ({ professionCode: row.professionCode, tag: row.code, label: localizeSpecialty(row, locale).label }))
    .sort(compareSpecialties(locale))
    .map(({ tag, label }) => ({ tag, label }));
  return [...specials, ...rows];
}

/**
 * A Prisma-free filter for a tag: null means every specialty; otherwise a profession
 * (with or without general practice) or one specialty code. Unknown tags match one code.
 */
export type SpecialtyTagFilter =
  | null
  | { professionCode: number; excludeCodes: readonly string[] }
  | { code: string };

export function specialtyTagFilter(tag: string | null | undefined): SpecialtyTagFilter {
  if (!tag || tag === "all") return null;
  if (tag === "doctor") return { professionCode: DOCTOR_PROFESSION, excludeCodes: [] };
  if (tag === "specialist") return { professionCode: DOCTOR_PROFESSION, excludeCodes: [GENERAL_PRACTICE_CODE] };
  return { code: tag };
}


import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPECIALTIES } from "../../../../prisma/seed/specialties.ts";
import {
  DEGREE_TYPE_LABELS,
  LABEL_LANGUAGES,
  PROFESSION_LABELS,
  SPECIALTY_LABELS,
  compareSpecialties,
  degreeTypeLabelFor,
  labelLanguage,
  localizeSpecialty,
  specialtyCodesMatching,
  specialtyLabelsFor,
  specialtyTagFilter,
  specialtyTags,
} from "./specialty-labels.ts";

// Words that are the same in French and German (or Dutch) medical usage, so equal labels are expected.
const SAME_WORD = new Set(["Neurologie"]);
const SAME_WORD_NL = new Set(["Neurologie", "Pneumologie", "Psychiatrie"]);

describe("specialty labels", () => {
  it("maps locales to label languages", () => {
    expect(labelLanguage("fr")).toBe("fr");
    expect(labelLanguage("fr-BE")).toBe("fr");
    expect(labelLanguage("nl-BE")).toBe("nl");
    expect(labelLanguage("de")).toBe("de");
    expect(labelLanguage("en")).toBe("en");
    expect(labelLanguage(null)).toBe("fr");
    expect(labelLanguage("es")).toBe("fr");
  });

  it("has every seeded specialty in all four languages, French equal to the seed", () => {
    for (const seed of SPECIALTIES) {
      const entry = SPECIALTY_LABELS[seed.code];
      expect(entry, seed.code).toBeDefined();
      expect(entry?.professionCode).toBe(seed.professionCode);
      expect(entry?.label.fr).toBe(seed.label);
      expect(entry?.shortLabel.fr).toBe(seed.shortLabel);
      expect(PROFESSION_LABELS[seed.professionCode]?.fr).toBe(seed.professionLabel);
      for (const lang of LABEL_LANGUAGES) {
        const labels = specialtyLabelsFor(seed.code, lang);
        expect(labels?.label.trim(), `${seed.code} ${lang}`).toBeTruthy();
        expect(labels?.shortLabel.trim(), `${seed.code} ${lang}`).toBeTruthy();
        expect(labels?.professionLabel.trim(), `${seed.code} ${lang}`).toBeTruthy();
      }
    }
  });

  it("uses German and Dutch nomenclature rather than the French words", () => {
    for (const seed of SPECIALTIES) {
      const de = specialtyLabelsFor(seed.code, "de");
      const nl = specialtyLabelsFor(seed.code, "nl-BE");
      if (!SAME_WORD.has(seed.label)) expect(de?.label, seed.code).not.toBe(seed.label);
      if (!SAME_WORD.has(seed.shortLabel)) expect(de?.shortLabel, seed.code).not.toBe(seed.shortLabel);
      expect(de?.professionLabel, seed.code).not.toBe(seed.professionLabel);
      if (!SAME_WORD_NL.has(seed.label)) expect(nl?.label, seed.code).not.toBe(seed.label);
    }
    expect(specialtyLabelsFor("SM54", "de")?.label).toBe("Allgemeinmedizin");
    expect(specialtyLabelsFor("SM54", "nl-BE")?.label).toBe("Huisartsgeneeskunde");
    expect(specialtyLabelsFor("G15_40", "de")?.professionLabel).toBe("Zahnarzt/Zahnärztin");
    expect(specialtyLabelsFor("G15_70", "nl-BE")?.label).toBe("Kinesitherapeut");
  });

  it("has every profession and every seeded degree type in all four languages", () => {
    for (const code of [10, 21, 40, 50, 60, 70, 80, 91]) {
      for (const lang of LABEL_LANGUAGES) expect(PROFESSION_LABELS[code]?.[lang], `${code} ${lang}`).toBeTruthy();
    }
    // The seed writes degree type codes as literals; read them from its source.
    const seedSource = readFileSync(new URL("../../../../prisma/seed/directory.ts", import.meta.url), "utf8");
    const typeCodes = new Set([...seedSource.matchAll(/typeCode: "([A-Z]+)"/g)].map((m) => m[1] ?? ""));
    expect(typeCodes.size).toBeGreaterThan(0);
    for (const code of typeCodes) {
      for (const lang of LABEL_LANGUAGES) expect(DEGREE_TYPE_LABELS[code]?.[lang], `${code} ${lang}`).toBeTruthy();
    }
    expect(degreeTypeLabelFor("DE", "de", "x")).not.toBe("Diplôme d'État");
    expect(degreeTypeLabelFor("ZZ", "de", "Fallback")).toBe("Fallback");
  });

  it("falls back to the row's French labels for an unknown code", () => {
    const row = { code: "XX99", label: "Inconnue", shortLabel: "Inc", professionCode: 99, professionLabel: "Autre" };
    expect(specialtyLabelsFor("XX99", "de")).toBeNull();
    expect(localizeSpecialty(row, "de")).toEqual({ label: "Inconnue", shortLabel: "Inc", professionLabel: "Autre" });
    expect(localizeSpecialty({ ...row, professionCode: 60 }, "de").professionLabel).toBe("Pflegefachkraft");
  });

  it("sorts doctors, dentists, nurses first, then by label in the locale", () => {
    const rows = SPECIALTIES.map((s) => ({ professionCode: s.professionCode, label: specialtyLabelsFor(s.code, "de")?.label ?? s.label, code: s.code }));
    const sorted = [...rows].sort(compareSpecialties("de"));
    expect(sorted[0]?.code).toBe("SM54"); // Allgemeinmedizin
    const professions = sorted.map((r) => r.professionCode);
    expect(professions.indexOf(40)).toBe(professions.lastIndexOf(10) + 1);
    expect(professions.indexOf(60)).toBe(professions.indexOf(40) + 1);
  });

  it("offers the special tags first and turns tags into filters", () => {
    const tags = specialtyTags("de", SPECIALTIES);
    expect(tags.slice(0, 3).map((t) => t.tag)).toEqual(["all", "doctor", "specialist"]);
    expect(tags).toHaveLength(3 + SPECIALTIES.length);
    expect(tags.find((t) => t.tag === "SM15")?.label).toBe("Haut- und Geschlechtskrankheiten");
    expect(specialtyTagFilter("all")).toBeNull();
    expect(specialtyTagFilter(undefined)).toBeNull();
    expect(specialtyTagFilter("specialist")).toEqual({ professionCode: 10, excludeCodes: ["SM54"] });
    expect(specialtyTagFilter("SM04")).toEqual({ code: "SM04" });
  });

  it("finds specialty codes from a search word in any language", () => {
    expect(specialtyCodesMatching("cardio")).toEqual(["SM04"]);
    expect(specialtyCodesMatching("kardiologie")).toEqual(["SM04"]);
    expect(specialtyCodesMatching("mg")).toEqual(["SM54"]);
    expect(specialtyCodesMatching("kine")).toEqual(["G15_70"]);
    expect(specialtyCodesMatching("huisarts")).toEqual(["SM54"]);
    expect(specialtyCodesMatching("et")).toEqual([]);
    expect(specialtyCodesMatching("und")).toEqual([]);
    expect(specialtyCodesMatching("ma")).toEqual([]);
    expect(specialtyCodesMatching("")).toEqual([]);
  });
});

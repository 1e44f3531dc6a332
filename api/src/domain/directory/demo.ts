import type { Locale } from "../i18n/locales.ts";
import { specialtyLabelsFor } from "./specialty-labels.ts";

// The demo professional of onboarding (spec 2 §7 GET professionals/demo): a fixed, clearly
// fictional person, never a row of the directory. Negative ids cannot collide with real rows.

export type DemoProfessional = {
  id: number;
  firstName: string;
  lastName: string;
  specialty: { code: string; label: string };
};

type Language = "fr" | "de" | "en" | "nl";

export function demoLanguageOf(locale: Locale): Language {
  if (locale === "de" || locale === "en") return locale;
  return locale === "nl-BE" ? "nl" : "fr";
}

const LAST_NAME: Record<Language, string> = { fr: "Exemple", de: "Beispiel", en: "Example", nl: "Voorbeeld" };

export const DEMO_PROFESSIONAL_ID = -2;

/** A dermatologist, the expert of the demo consult (domain/requests/demo.ts). */
export function demoProfessional(locale: Locale): DemoProfessional {
  const language = demoLanguageOf(locale);
  return { id: DEMO_PROFESSIONAL_ID, firstName: "Camille", lastName: LAST_NAME[language], specialty: { code: "SM15", label: specialtyLabelsFor("SM15", locale)?.label ?? "Dermatologie et vénéréologie" } };
}

import type { Locale } from "../i18n/locales.ts";

/** The words of the calendar feed, in the member's language (User.locale): the feed has no browser to translate it. */
export type CalendarFeedWords = {
  calendarName: string;
  calendarDescription: string;
  onDuty: (groupName: string) => string;
  allCategories: string;
  categories: (labels: string) => string;
  group: (groupName: string) => string;
  join: (url: string) => string;
  alwaysOnDuty: (groupName: string, categories: string) => string;
};

const french: CalendarFeedWords = {
  calendarName: "Consilium — réunions et gardes",
  calendarDescription: "Vos réunions (RCP, staffs) et vos périodes de garde sur Consilium.",
  onDuty: (group) => `Garde — ${group}`,
  allCategories: "Toutes les catégories",
  categories: (labels) => `Catégories : ${labels}`,
  group: (group) => `Groupe : ${group}`,
  join: (url) => `Rejoindre : ${url}`,
  alwaysOnDuty: (group, categories) => `Garde permanente — ${group} (${categories})`,
};

export const CALENDAR_FEED_WORDS: Record<Locale, CalendarFeedWords> = {
  fr: french,
  "fr-BE": french,
  de: {
    calendarName: "Consilium – Besprechungen und Bereitschaftsdienste",
    calendarDescription: "Ihre Besprechungen (Tumorkonferenzen, Fallbesprechungen) und Bereitschaftsdienste auf Consilium.",
    onDuty: (group) => `Bereitschaftsdienst – ${group}`,
    allCategories: "Alle Kategorien",
    categories: (labels) => `Kategorien: ${labels}`,
    group: (group) => `Gruppe: ${group}`,
    join: (url) => `Teilnehmen: ${url}`,
    alwaysOnDuty: (group, categories) => `Ständiger Bereitschaftsdienst – ${group} (${categories})`,
  },
  en: {
    calendarName: "Consilium — meetings and duty periods",
    calendarDescription: "Your meetings (multidisciplinary meetings, staff meetings) and duty periods on Consilium.",
    onDuty: (group) => `On duty — ${group}`,
    allCategories: "All categories",
    categories: (labels) => `Categories: ${labels}`,
    group: (group) => `Group: ${group}`,
    join: (url) => `Join: ${url}`,
    alwaysOnDuty: (group, categories) => `Always on duty — ${group} (${categories})`,
  },
  "nl-BE": {
    calendarName: "Consilium — vergaderingen en wachtdiensten",
    calendarDescription: "Uw vergaderingen (MOC, staffs) en wachtdiensten op Consilium.",
    onDuty: (group) => `Wachtdienst — ${group}`,
    allCategories: "Alle categorieën",
    categories: (labels) => `Categorieën: ${labels}`,
    group: (group) => `Groep: ${group}`,
    join: (url) => `Deelnemen: ${url}`,
    alwaysOnDuty: (group, categories) => `Permanente wachtdienst — ${group} (${categories})`,
  },
};

import type { Locale } from "./i18n/locales.ts";

/** Who is asking: built once per HTTP call from the session, passed to every domain rule. */
export type Viewer = {
  userId: number;
  sessionId: number;
  professionalId: number | null;
  locale: Locale;
  isSuper: boolean;
  validated: boolean;
};

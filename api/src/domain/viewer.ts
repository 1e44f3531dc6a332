import type { Locale } from "./i18n/locales.ts";

/** Who is asking: built once per HTTP call from the session, passed to every domain rule. */
export type Viewer = {
  userId: number;
  sessionId: number;
  professionalId: number | null;
  locale: Locale;
  isSuper: boolean;
  validated: boolean;
  /**
   * A partner application's call (issue 24): the OAuth grant it acts under, which its long-lived
   * listeners follow instead of a web session (sessionId is then 0, no session's id).
   */
  partnerGrantId?: string;
};

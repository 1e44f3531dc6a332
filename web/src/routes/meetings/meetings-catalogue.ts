import type { Locale } from "../../i18n/locales.ts";

/** The meetings area (issue 23): the meetings tab, its modals and the join page load it with them. */
export const meetingsCatalogue = (locale: Locale) => import(`../../locales/${locale}/meetings.po`);

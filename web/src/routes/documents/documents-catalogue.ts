import type { Locale } from "../../i18n/locales.ts";

// Beside the documents buttons rather than in i18n/catalogues.ts, which the entry chunk carries:
// only the request and consult screens need to know where the documents catalogue is (issue 18's
// login budget has no room for one more catalogue's five-language map).

/** The documents area (issue 22): the report and prescription modals, loaded when they open. */
export const documentsCatalogue = (locale: Locale) => import(`../../locales/${locale}/documents.po`);

import type { Locale } from "./locales.ts";

// The catalogues that load with the screens that need them (see lingui.config.ts), one chunk per
// locale each: the public pages, the login page first, do not carry the logged-in screens' strings.

/** The logged-in screens: main layout, session dialogs, identity, requests, administration. */
export const appCatalogue = (locale: Locale) => import(`../locales/${locale}/app.po`);

/** The terms of use: a long text that only its page shows. */
export const termsCatalogue = (locale: Locale) => import(`../locales/${locale}/terms.po`);

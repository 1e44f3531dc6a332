import type { Locale } from "./locales.ts";

// The catalogues that load with the screens that need them (see lingui.config.ts), one chunk per
// locale each: the public pages, the login page first, do not carry the logged-in screens' strings.

/** The logged-in screens: main layout, session dialogs, identity, requests, administration. */
export const appCatalogue = (locale: Locale) => import(`../locales/${locale}/app.po`);

/** The terms of use: a long text that only its page shows. */
export const termsCatalogue = (locale: Locale) => import(`../locales/${locale}/terms.po`);

/** The settings screen and its modals (issue 20): dozens of strings no other screen shows. */
export const settingsCatalogue = (locale: Locale) => import(`../locales/${locale}/settings.po`);

/** The billing area (issue 21): the billing modal, the administrative data screens and the statement, loaded with them. */
export const billingCatalogue = (locale: Locale) => import(`../locales/${locale}/billing.po`);

/** The directory's screens (/discover, /contacts, /profile/:id), loaded with them (issue 18). */
export const directoryCatalogue = (locale: Locale) => import(`../locales/${locale}/directory.po`);

/** The super users' administration screens. */
export const adminCatalogue = (locale: Locale) => import(`../locales/${locale}/admin.po`);

/** The groups' screens (issue 18: a third of the logged-in strings, which the other screens do not show). */
export const groupsCatalogue = (locale: Locale) => import(`../locales/${locale}/groups.po`);

/** The public group page, outside the login guard: the logged-in catalogue and the groups'. */
export const publicGroupCatalogue = async (locale: Locale) => {
  const [app, groups] = await Promise.all([appCatalogue(locale), groupsCatalogue(locale)]);
  return { messages: { ...app.messages, ...groups.messages } };
};
/** The signup steps (/register): loaded with them, not with the login page. */
export const signupCatalogue = (locale: Locale) => import(`../locales/${locale}/signup.po`);

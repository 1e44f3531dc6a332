import { defineConfig } from "@lingui/cli";

// Catalogues load with the screens that use them (web/src/i18n/catalogues.ts): the public pages,
// the login page first, carry only the shell's and the accounts' strings.
const LOGGED_IN = [
  "<rootDir>/web/src/app/layout",
  "<rootDir>/web/src/session",
  "<rootDir>/web/src/routes/identity",
  "<rootDir>/web/src/routes/requests",
  "<rootDir>/web/src/routes/consults",
  "<rootDir>/web/src/routes/messages",
  "<rootDir>/web/src/routes/files",
  "<rootDir>/web/src/routes/forms",
  "<rootDir>/web/src/routes/patients",
  // The new-request screen invites a correspondent (the rest of the directory has its catalogue).
  "<rootDir>/web/src/routes/contacts/invite",
  // The interop area's pages (issue 24: /download) live behind the login.
  "<rootDir>/web/src/routes/interop",
  // Shared UI that only the logged-in screens (and the public group page, which loads `app`) use.
  "<rootDir>/web/src/ui/map",
];
// The away dialog and notice live with the groups' info tab, and the settings and new-request
// screens show them too: their strings stay with the logged-in screens'.
const GROUPS_SHARED = ["<rootDir>/web/src/routes/groups/info/AwayDialog.tsx", "<rootDir>/web/src/routes/groups/info/useAwayNoticeText.ts"];
// The billing button shows on the request and consult pages; its modal's strings load with the modal.
const BILLING_BUTTON = "<rootDir>/web/src/routes/billing/BillingButton.tsx";
// The completion dialog (the act, its amount, the yearly cap) loads the billing catalogue when it opens.
const COMPLETION_DIALOG = "<rootDir>/web/src/routes/consults/CompleteConsultDialog.tsx";
// So does the draft's billing section, with the draft editor.
const DRAFT_BILLING = "<rootDir>/web/src/routes/requests/draft/DraftBillingSection.tsx";
// The documents area (issue 22): the request page shows its buttons; their modals load the documents catalogue.
const DOCUMENT_BUTTONS = ["<rootDir>/web/src/routes/documents/ReportButton.tsx", "<rootDir>/web/src/routes/documents/PrescriptionButton.tsx"];
// Avatars show on every screen.
const AVATAR = "<rootDir>/web/src/routes/profile/Avatar.tsx";
const LOGGED_IN_FILES = ["<rootDir>/web/src/ui/ShareButton.tsx", AVATAR, BILLING_BUTTON, ...DOCUMENT_BUTTONS, ...GROUPS_SHARED];

// fr is both the language the source strings are written in and the fallback.
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "fr-BE", "de", "en", "nl-BE"],
  fallbackLocales: { default: "fr" },
  catalogs: [
    {
      path: "<rootDir>/web/src/locales/{locale}/messages",
      include: ["<rootDir>/web/src"],
      exclude: ["**/__generated__/**", "**/*.test.ts", "<rootDir>/web/src/ui/LoadFailureView.tsx", "<rootDir>/web/src/routes/accounts/terms/TermsPage.tsx", "<rootDir>/web/src/routes/settings/**", "<rootDir>/web/src/routes/groups/**", "<rootDir>/web/src/routes/billing/**", "<rootDir>/web/src/routes/documents/**", "<rootDir>/web/src/routes/meetings/**", "<rootDir>/web/src/routes/discover/**", "<rootDir>/web/src/routes/contacts/**", "<rootDir>/web/src/routes/profile/**", "<rootDir>/web/src/routes/admin/**", "<rootDir>/web/src/routes/accounts/signup/**", ...LOGGED_IN.map((folder) => `${folder}/**`), ...LOGGED_IN_FILES],
    },
    {
      // The logged-in screens, loaded with the main layout and the identity pages.
      path: "<rootDir>/web/src/locales/{locale}/app",
      include: [...LOGGED_IN, ...LOGGED_IN_FILES],
      exclude: ["**/__generated__/**", "**/*.test.ts", COMPLETION_DIALOG, DRAFT_BILLING],
    },
    {
      // The groups' screens (a third of the logged-in strings): the request and consult screens do not carry them.
      path: "<rootDir>/web/src/locales/{locale}/groups",
      include: ["<rootDir>/web/src/routes/groups"],
      exclude: ["**/__generated__/**", "**/*.test.ts", ...GROUPS_SHARED],
    },
    {
      // The settings screen (/profile_edit) and its modals: only its page needs them.
      path: "<rootDir>/web/src/locales/{locale}/settings",
      include: ["<rootDir>/web/src/routes/settings"],
      exclude: ["**/__generated__/**", "**/*.test.ts", "<rootDir>/web/src/routes/settings/tutorial/**"],
    },
    {
      // The onboarding tutorial (issue 24), loaded when it opens: neither the settings page nor any other carries it.
      path: "<rootDir>/web/src/locales/{locale}/tutorial",
      include: ["<rootDir>/web/src/routes/settings/tutorial"],
      exclude: ["**/__generated__/**", "**/*.test.ts"],
    },
    {
      // The billing area (issue 21): the billing modal, loaded when it opens, the administrative data
      // screens and the statement, loaded with their pages; not with every request page.
      path: "<rootDir>/web/src/locales/{locale}/billing",
      include: ["<rootDir>/web/src/routes/billing", COMPLETION_DIALOG, DRAFT_BILLING],
      exclude: ["**/__generated__/**", "**/*.test.ts", BILLING_BUTTON],
    },
    {
      // The directory's screens (/discover, /contacts, /profile/:id), loaded with them: the request
      // and consult screens, the heaviest, do not carry them (issue 18).
      path: "<rootDir>/web/src/locales/{locale}/directory",
      include: ["<rootDir>/web/src/routes/discover", "<rootDir>/web/src/routes/contacts", "<rootDir>/web/src/routes/profile"],
      exclude: ["**/__generated__/**", "**/*.test.ts", "<rootDir>/web/src/routes/contacts/invite/**", AVATAR],
    },
    {
      // The super users' administration screens, loaded with them.
      path: "<rootDir>/web/src/locales/{locale}/admin",
      include: ["<rootDir>/web/src/routes/admin"],
      exclude: ["**/__generated__/**", "**/*.test.ts"],
    },
    {
      // The documents area (issue 22): the report and prescription modals, loaded when they open.
      path: "<rootDir>/web/src/locales/{locale}/documents",
      include: ["<rootDir>/web/src/routes/documents"],
      exclude: ["**/__generated__/**", "**/*.test.ts", ...DOCUMENT_BUTTONS],
    },
    {
      // The meetings area (issue 23): the group's meetings tab, its modals and /meeting/{id}/join, loaded with them.
      path: "<rootDir>/web/src/locales/{locale}/meetings",
      include: ["<rootDir>/web/src/routes/meetings"],
      exclude: ["**/__generated__/**", "**/*.test.ts"],
    },
    {
      // The signup steps (/register): the login page's budget does not carry them.
      path: "<rootDir>/web/src/locales/{locale}/signup",
      include: ["<rootDir>/web/src/routes/accounts/signup"],
      exclude: ["**/__generated__/**", "**/*.test.ts"],
    },
    {
      // The terms of use: a long text that only its page needs, loaded with it.
      path: "<rootDir>/web/src/locales/{locale}/terms",
      include: ["<rootDir>/web/src/routes/accounts/terms/TermsPage.tsx"],
    },
    {
      // The load-failure view's strings, built into the entry chunk for every language: they must
      // show when the language's own catalogue (above, one lazily loaded chunk each) failed to load.
      path: "<rootDir>/web/src/locales/{locale}/boot",
      include: ["<rootDir>/web/src/ui/LoadFailureView.tsx"],
    },
  ],
  format: "po",
  // Line numbers would rewrite all five catalogs on every unrelated edit.
  formatOptions: { origins: true, lineNumbers: false },
  orderBy: "message",
});

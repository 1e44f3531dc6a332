import { defineConfig } from "@lingui/cli";

// fr is both the language the source strings are written in and the fallback.
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "fr-BE", "de", "en", "nl-BE"],
  fallbackLocales: { default: "fr" },
  catalogs: [
    {
      path: "<rootDir>/web/src/locales/{locale}/messages",
      include: ["<rootDir>/web/src"],
      exclude: ["**/__generated__/**", "**/*.test.ts"],
    },
  ],
  format: "po",
  // Line numbers would rewrite all five catalogs on every unrelated edit.
  formatOptions: { origins: true, lineNumbers: false },
  orderBy: "message",
});

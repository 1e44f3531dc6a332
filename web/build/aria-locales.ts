import type { Plugin } from "vite";

/** A react-aria string file: …/react-aria/dist/private/intl/<component>/<locale>.mjs */
const ARIA_STRINGS = /[\\/]react-aria[\\/]dist[\\/]private[\\/]intl[\\/][\w-]+[\\/]([a-z]{2,3})-[\w-]+\.mjs$/;

/**
 * react-aria bundles its components' screen-reader strings in 34 languages; the app speaks four
 * (French, German, English, Dutch: web/src/i18n/locales.ts), and react-aria follows the app's
 * locale (LocaleProvider). The other languages' files become empty, which took about a third of a
 * request page's react-aria code (drag and drop, menus, combo boxes). The same job as
 * @react-aria/optimize-locales-plugin, in a few lines and no dependency.
 */
export function ariaLocales(languages: readonly string[]): Plugin {
  return {
    name: "consilium-aria-locales",
    enforce: "pre",
    load(id) {
      const language = ARIA_STRINGS.exec(id)?.[1];
      if (language === undefined || languages.includes(language)) return null;
      return "export default {};";
    },
  };
}

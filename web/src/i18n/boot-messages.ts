import { i18n } from "@lingui/core";
import { messages as de } from "../locales/de/boot.po";
import { messages as en } from "../locales/en/boot.po";
import { messages as frBE } from "../locales/fr-BE/boot.po";
import { messages as fr } from "../locales/fr/boot.po";
import { messages as nlBE } from "../locales/nl-BE/boot.po";
import type { Locale } from "./locales.ts";

// The few strings of the load-failure view (ui/LoadFailureView.tsx), in every language, inside
// the entry chunk: they must show when the language's own catalogue is what failed to load.
const BOOT_MESSAGES: Record<Locale, typeof fr> = { fr, "fr-BE": frBE, de, en, "nl-BE": nlBE };

/** Loads the boot strings of every language; the full catalogues are added on top of them. */
export function loadBootMessages(): void {
  for (const [locale, messages] of Object.entries(BOOT_MESSAGES)) i18n.load(locale, { ...messages });
}

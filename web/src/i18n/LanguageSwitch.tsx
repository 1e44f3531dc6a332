import { useLingui } from "@lingui/react/macro";
import { Select, type SelectOption } from "../ui/Select.tsx";
import { useLocale } from "./LocaleProvider.tsx";
import type { Locale } from "./locales.ts";

// Each language is named in itself, not translated: a user lost in a foreign UI finds their own.
const OPTIONS: readonly SelectOption<Locale>[] = [
  { id: "fr", label: "Français", lang: "fr" },
  { id: "fr-BE", label: "Français (Belgique)", lang: "fr-BE" },
  { id: "nl-BE", label: "Nederlands (België)", lang: "nl-BE" },
  { id: "de", label: "Deutsch", lang: "de" },
  { id: "en", label: "English", lang: "en" },
];

/**
 * `onChoosing` hears a choice before the interface switches (a logged-in user's is stored on the
 * account first: the switch reads the screens' data again, and the API answers a logged-in user
 * in the account's language). The interface switches even when storing fails.
 */
export function LanguageSwitch({ hideLabel = false, onChoosing }: { hideLabel?: boolean; onChoosing?: (locale: Locale) => Promise<unknown> }) {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const choose = async (next: Locale) => {
    await onChoosing?.(next).catch(() => undefined);
    await setLocale(next);
  };
  return <Select className="language-switch" label={t`Langue`} hideLabel={hideLabel} options={OPTIONS} value={locale} onChange={(next) => void choose(next)} />;
}

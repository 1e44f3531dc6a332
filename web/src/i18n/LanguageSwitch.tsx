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

/** `onChosen` hears a choice once the interface speaks it (a logged-in user's is stored on the account). */
export function LanguageSwitch({ hideLabel = false, onChosen }: { hideLabel?: boolean; onChosen?: (locale: Locale) => void }) {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const choose = async (next: Locale) => {
    await setLocale(next);
    onChosen?.(next);
  };
  return <Select className="language-switch" label={t`Langue`} hideLabel={hideLabel} options={OPTIONS} value={locale} onChange={(next) => void choose(next)} />;
}

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

export function LanguageSwitch({ hideLabel = false }: { hideLabel?: boolean }) {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  return <Select className="language-switch" label={t`Langue`} hideLabel={hideLabel} options={OPTIONS} value={locale} onChange={(next) => void setLocale(next)} />;
}

import { useLocation, useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { Select, type SelectOption } from "../ui/Select.tsx";
import { switchCountry } from "./country.ts";
import { useCountry } from "./CountryProvider.tsx";
import { useLocale } from "./LocaleProvider.tsx";
import type { Country } from "./locales.ts";

// Each country is named in its own language, as the spec lists them.
const OPTIONS: readonly SelectOption<Country>[] = [
  { id: "FR", label: "France", lang: "fr" },
  { id: "BE", label: "Belgique", lang: "fr-BE" },
  { id: "DE", label: "Deutschland", lang: "de" },
];

/** Spec 1 §2: switches country and language, then shows the login page. */
export function CountrySwitch() {
  const { t } = useLingui();
  const { country, setCountry } = useCountry();
  const { locale, setLocale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = async (next: Country) => {
    const target = switchCountry(next, locale, location.search);
    setCountry(next);
    await setLocale(target.locale);
    await navigate(target.path);
  };
  return <Select className="country-switch" label={t`Pays`} options={OPTIONS} value={country} onChange={(next) => void choose(next)} />;
}

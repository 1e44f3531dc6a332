import { createContext, use, useCallback, useMemo, useState, type ReactNode } from "react";
import { rememberCountry } from "./country-storage.ts";
import type { Country } from "./locales.ts";

type CountryContextValue = { country: Country; setCountry: (country: Country) => void };

const CountryContext = createContext<CountryContextValue | null>(null);

/** The visitor's country: gates the FR-only card login and shapes phone numbers on public pages. */
export function CountryProvider({ initial, children }: { initial: Country; children: ReactNode }) {
  const [country, setCountryState] = useState(initial);
  const setCountry = useCallback((next: Country) => {
    rememberCountry(next);
    setCountryState(next);
  }, []);
  const value = useMemo(() => ({ country, setCountry }), [country, setCountry]);
  return <CountryContext value={value}>{children}</CountryContext>;
}

export function useCountry(): CountryContextValue {
  const value = use(CountryContext);
  if (!value) throw new Error("useCountry needs a CountryProvider");
  return value;
}

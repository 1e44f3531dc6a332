import { COUNTRY_STORAGE_KEY, negotiateCountry } from "./country.ts";
import type { Country, Locale } from "./locales.ts";

export function rememberCountry(country: Country): void {
  try {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, country);
  } catch {
    // Storage can be disabled (privacy settings); the choice then lasts for the page only.
  }
}

function readStoredCountry(): string | null {
  try {
    return window.localStorage.getItem(COUNTRY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The visitor's country for this page load (logged-in screens use the user's own country). */
export function initialCountry(locale: Locale): Country {
  const { country, persist } = negotiateCountry({ search: window.location.search, stored: readStoredCountry(), host: window.location.host, locale });
  if (persist) rememberCountry(persist);
  return country;
}

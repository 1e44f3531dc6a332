import { describe, expect, it } from "vitest";
import { countryFromHost, localeForCountry, negotiateLocale, toSupportedLocale } from "./locales.ts";

const base = { search: "", stored: null, host: "consilium.example", languages: [] as string[] };

describe("toSupportedLocale", () => {
  it("matches exact tags case-insensitively and falls back to the base language", () => {
    expect(toSupportedLocale("fr-be")).toBe("fr-BE");
    expect(toSupportedLocale("fr-FR")).toBe("fr");
    expect(toSupportedLocale("de-AT")).toBe("de");
    expect(toSupportedLocale("en_GB")).toBe("en");
    expect(toSupportedLocale("nl")).toBe("nl-BE");
    expect(toSupportedLocale("nl-NL")).toBe("nl-BE");
    expect(toSupportedLocale("es")).toBeNull();
    expect(toSupportedLocale("")).toBeNull();
  });
});

describe("countryFromHost", () => {
  it("reads the national top-level domain, ignoring the port", () => {
    expect(countryFromHost("app.consilium.be")).toBe("BE");
    expect(countryFromHost("consilium.de:8443")).toBe("DE");
    expect(countryFromHost("consilium.fr")).toBe("FR");
    expect(countryFromHost("localhost:3000")).toBeNull();
  });
});

describe("localeForCountry", () => {
  it("gives Belgian users Dutch only when their browser prefers it", () => {
    expect(localeForCountry("BE", ["nl-BE", "fr"])).toBe("nl-BE");
    expect(localeForCountry("BE", ["fr-FR", "nl"])).toBe("fr-BE");
    expect(localeForCountry("BE", ["en-US"])).toBe("fr-BE");
    expect(localeForCountry("DE", ["fr"])).toBe("de");
  });
});

describe("negotiateLocale", () => {
  it("prefers ?lang= and asks to remember it", () => {
    expect(negotiateLocale({ ...base, search: "?lang=de", stored: "en", languages: ["fr"] })).toEqual({ locale: "de", persist: "de" });
  });
  it("ignores an unsupported ?lang= and uses the remembered choice", () => {
    expect(negotiateLocale({ ...base, search: "?lang=xx", stored: "en" })).toEqual({ locale: "en", persist: null });
  });
  it("ignores a corrupt remembered value", () => {
    expect(negotiateLocale({ ...base, stored: "klingon", languages: ["de-DE"] }).locale).toBe("de");
  });
  it("uses ?country= before the host and the browser, and asks to remember its language", () => {
    expect(negotiateLocale({ ...base, search: "?country=be", host: "consilium.de", languages: ["en"] })).toEqual({ locale: "fr-BE", persist: "fr-BE" });
    expect(negotiateLocale({ ...base, search: "?country=DE", languages: ["fr-FR"] })).toEqual({ locale: "de", persist: "de" });
  });
  it("lets ?country= override a remembered language of another country, like the selector", () => {
    expect(negotiateLocale({ ...base, search: "?country=DE", stored: "fr" })).toEqual({ locale: "de", persist: "de" });
    expect(negotiateLocale({ ...base, search: "?country=FR", stored: "en" })).toEqual({ locale: "fr", persist: "fr" });
  });
  it("keeps a remembered Belgian language with ?country=BE", () => {
    expect(negotiateLocale({ ...base, search: "?country=BE", stored: "nl-BE", languages: ["fr-BE"] })).toEqual({ locale: "nl-BE", persist: "nl-BE" });
  });
  it("uses the host's country before the browser languages", () => {
    expect(negotiateLocale({ ...base, host: "consilium.de", languages: ["en-US"] }).locale).toBe("de");
    expect(negotiateLocale({ ...base, host: "consilium.be", languages: ["en-US"] }).locale).toBe("fr-BE");
  });
  it("walks the browser languages in order", () => {
    expect(negotiateLocale({ ...base, languages: ["es-ES", "en-GB", "fr"] }).locale).toBe("en");
  });
  it("falls back to fr", () => {
    expect(negotiateLocale({ ...base, languages: ["es"] })).toEqual({ locale: "fr", persist: null });
  });
});

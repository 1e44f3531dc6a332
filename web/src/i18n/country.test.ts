import { describe, expect, it } from "vitest";
import { countryOfLocale, negotiateCountry, switchCountry } from "./country.ts";

const base = { search: "", stored: null, host: "localhost:3000", locale: "fr" as const };

describe("negotiateCountry", () => {
  it("prefers ?country= and asks to remember it", () => {
    expect(negotiateCountry({ ...base, search: "?country=de", stored: "BE" })).toEqual({ country: "DE", persist: "DE" });
  });
  it("then a remembered choice, the host, and the language", () => {
    expect(negotiateCountry({ ...base, stored: "BE", host: "consilium.de" }).country).toBe("BE");
    expect(negotiateCountry({ ...base, stored: "XX", host: "consilium.de" }).country).toBe("DE");
    expect(negotiateCountry({ ...base, locale: "nl-BE" }).country).toBe("BE");
    expect(negotiateCountry(base)).toEqual({ country: "FR", persist: null });
  });
});

describe("countryOfLocale", () => {
  it("maps each language to its country, English to France", () => {
    expect(countryOfLocale("fr-BE")).toBe("BE");
    expect(countryOfLocale("de")).toBe("DE");
    expect(countryOfLocale("en")).toBe("FR");
  });
});

describe("switchCountry", () => {
  it("brings the country's language and goes to the login page", () => {
    expect(switchCountry("DE", "fr", "")).toEqual({ locale: "de", path: "/login?country=DE" });
    expect(switchCountry("FR", "de", "?redirectUrl=%2Fx")).toEqual({ locale: "fr", path: "/login?country=FR" });
    expect(switchCountry("BE", "fr", "")).toEqual({ locale: "fr-BE", path: "/login?country=BE" });
  });
  it("keeps Dutch for Belgium when the user reads it", () => {
    expect(switchCountry("BE", "nl-BE", "")).toEqual({ locale: "nl-BE", path: "/login?country=BE" });
  });
  it("keeps a ?lang= override", () => {
    expect(switchCountry("BE", "fr", "?lang=nl-BE")).toEqual({ locale: "nl-BE", path: "/login?country=BE&lang=nl-BE" });
    expect(switchCountry("DE", "en", "?lang=en")).toEqual({ locale: "en", path: "/login?country=DE&lang=en" });
  });
});

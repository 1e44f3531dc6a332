import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./locales.ts";

describe("negotiateLocale", () => {
  it.each([
    [null, "fr"],
    ["de-DE,de;q=0.9", "de"],
    ["fr-BE", "fr-BE"],
    ["nl-BE,nl;q=0.8", "nl-BE"],
    ["nl", "nl-BE"],
    ["es-ES,en;q=0.5", "en"],
    ["en;q=0.2,de;q=0.9", "de"],
    ["xx", "fr"],
  ])("%s gives %s", (header, expected) => expect(negotiateLocale(header)).toBe(expected));
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../../api/src/domain/error-registry.ts";

// DESIGN.md: the web translates server errors by code. Every code of the API's registry must
// have its message in useErrorText, translated in each of the five catalogues, so that a new
// code cannot reach a user as an untranslated server string.

const source = readFileSync(new URL("./useErrorText.ts", import.meta.url), "utf8");
const messages = new Map([...source.matchAll(/^\s+(\w+): t`([^`]+)`,$/gm)].map((m) => [m[1] ?? "", m[2] ?? ""]));

function catalogue(locale: string): Map<string, string> {
  const po = readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), "utf8");
  const unquote = (text: string) => text.replace(/\\"/g, '"').replace(/\\\\/g, "\\");
  return new Map([...po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)].map((m) => [unquote(m[1] ?? ""), unquote(m[2] ?? "")]));
}

describe("server error codes in the web", () => {
  it("are read from useErrorText", () => {
    expect(messages.size).toBeGreaterThan(10);
  });

  it.each(ERROR_CODES.map((code) => [code] as const))("%s has a message", (code) => {
    expect(messages.get(code)).toBeTruthy();
  });

  it.each(["fr", "fr-BE", "de", "en", "nl-BE"])("are all translated in %s", (locale) => {
    const translations = catalogue(locale);
    const missing = ERROR_CODES.filter((code) => {
      const message = messages.get(code);
      const translation = message === undefined ? undefined : translations.get(message);
      return locale === "fr" ? translation === undefined : !translation;
    });
    expect(missing).toEqual([]);
  });
});

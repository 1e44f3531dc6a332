import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../../api/src/domain/error-registry.ts";

// DESIGN.md: the web translates server errors by code. Every code of the API's registry must
// have its message in useErrorText, translated in each of the five catalogues, so that a new
// code cannot reach a user as an untranslated server string.

// The texts the login page needs live in useErrorText (catalogue "messages"); those of the
// logged-in screens load with the main layout (app-error-messages.ts, catalogue "app"), and a
// few with the one area's screens that meet them.
const SOURCES = [
  { file: "./useErrorText.ts", tag: "t", catalogue: "messages" },
  { file: "../app/layout/app-error-messages.ts", tag: "msg", catalogue: "app" },
  // Those only the administrative data screens meet load with their catalogue.
  { file: "../routes/billing/integration/integration-error-messages.ts", tag: "msg", catalogue: "billing" },
  // Those only the billing modal meets load with the same catalogue.
  { file: "../routes/billing/billing-error-messages.ts", tag: "msg", catalogue: "billing" },
  // Those only the report modal meets load with the documents catalogue.
  { file: "../routes/documents/report-error-messages.ts", tag: "msg", catalogue: "documents" },
  // And those of its MSSanté section (report_transfer).
  { file: "../routes/documents/transfer-error-messages.ts", tag: "msg", catalogue: "documents" },
  // Those only the prescription modal meets load with the documents catalogue.
  { file: "../routes/documents/prescription-error-messages.ts", tag: "msg", catalogue: "documents" },
  // Those only the planning tab meets load with the groups catalogue.
  { file: "../routes/groups/planning/planning-error-messages.ts", tag: "msg", catalogue: "groups" },
  // Those only the meeting picker meets (registering a request to a meeting) load with the app catalogue.
  { file: "../routes/requests/meeting/registration-error-messages.ts", tag: "msg", catalogue: "app" },
  // Those only the meetings screens meet load with the meetings catalogue.
  { file: "../routes/meetings/meeting-error-messages.ts", tag: "msg", catalogue: "meetings" },
  // Those only practice-software links meet (issue 24) load with the interop screens, in the app catalogue.
  { file: "../routes/interop/interop-error-messages.ts", tag: "msg", catalogue: "app" },
] as const;
const messages = new Map<string, { text: string; catalogue: string }>(
  SOURCES.flatMap(({ file, tag, catalogue }) =>
    [...readFileSync(new URL(file, import.meta.url), "utf8").matchAll(new RegExp(`^\\s+(\\w+): ${tag}\`([^\`]+)\`,$`, "gm"))].map(
      (m) => [m[1] ?? "", { text: m[2] ?? "", catalogue }] as const,
    ),
  ),
);

function catalogue(locale: string, name: string): Map<string, string> {
  const po = readFileSync(new URL(`../locales/${locale}/${name}.po`, import.meta.url), "utf8");
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
    const translations = { messages: catalogue(locale, "messages"), app: catalogue(locale, "app"), billing: catalogue(locale, "billing"), documents: catalogue(locale, "documents"), groups: catalogue(locale, "groups"), meetings: catalogue(locale, "meetings") };
    const missing = ERROR_CODES.filter((code) => {
      const message = messages.get(code);
      const translation = message === undefined ? undefined : translations[message.catalogue as keyof typeof translations].get(message.text);
      return locale === "fr" ? translation === undefined : !translation;
    });
    expect(missing).toEqual([]);
  });
});

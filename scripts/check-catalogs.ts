import path from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";

// Fails when the committed Lingui catalogs (web/src/locales/*/messages.po) no longer match the
// messages in web/src: a new string not extracted, a string without a translation in one of
// the five locales, or a translation whose string is gone. The vite plugin compiles the .po
// files at build time, so there is no compiled catalog to check.
const config = getConfig({ configPath: "lingui.config.ts" });
const problems: string[] = [];

for (const catalog of await getCatalogs(config)) {
  const extracted = (await catalog.collect()) ?? {};
  const ids = Object.keys(extracted);
  for (const locale of config.locales) {
    const messages = await catalog.read(locale);
    const file = path.relative(process.cwd(), catalog.getFilename(locale));
    const missing = ids.filter((id) => !messages[id]);
    if (missing.length) problems.push(`${file}: ${missing.length} message(s) not extracted, run \`npx lingui extract\`:\n  ${missing.map((id) => extracted[id]?.message ?? id).join("\n  ")}`);
    if (locale !== config.sourceLocale) {
      const untranslated = ids.filter((id) => messages[id] && !messages[id].translation?.trim());
      if (untranslated.length) problems.push(`${file}: ${untranslated.length} message(s) without a translation:\n  ${untranslated.map((id) => messages[id]?.message ?? id).join("\n  ")}`);
    }
    const obsolete = Object.keys(messages).filter((id) => !extracted[id]);
    if (obsolete.length) problems.push(`${file}: ${obsolete.length} message(s) no longer used, run \`npx lingui extract --clean\`:\n  ${obsolete.map((id) => messages[id]?.message ?? id).join("\n  ")}`);
  }
}

if (problems.length) {
  console.error(problems.join("\n\n"));
  process.exit(1);
}
console.log(`Lingui catalogs are up to date (${config.locales.join(", ")})`);

import { errorMessage } from "../domain/i18n/error-messages.ts";
import { negotiateLocale } from "../domain/i18n/locales.ts";

function htmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * What a doctor sees when a software's authorization link cannot go on (issue 24): an unknown or
 * disabled application, a redirect address it was not registered with, a malformed request. In
 * the doctor's language, with the OAuth error for the software's support.
 */
export function oauthErrorPage(acceptLanguage: string | null, error: string, description: string): string {
  const locale = negotiateLocale(acceptLanguage);
  return `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Consilium</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#15252b"><h1>Consilium</h1><p>${htmlEscape(errorMessage("partner_application_unknown", locale))}</p><p><code>${htmlEscape(error)}</code> ${htmlEscape(description)}</p><p><a href="/">Consilium</a></p></body></html>`;
}

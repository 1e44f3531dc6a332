import type { Locale } from "../i18n/locales.ts";
import type { PhoneCountry } from "../rules/phone.ts";

export type SignupLinkOptions = {
  /** The invitee's country: the signup page then offers its directory and registration number. */
  country: PhoneCountry;
  /** The language the message is written in, so that the page opens in it too. */
  locale: Locale;
  /** The invitee's registration number when known: the directory search starts with it. */
  rpps?: string | null;
  /** Where to land once the account exists (an app path such as /group/12). */
  redirectPath?: string;
};

/**
 * The public signup page with what the invitation already knows (spec 1 §2). The web app reads
 * these parameters: ?country= and ?lang= on any page (web/src/i18n/locales.ts, country.ts),
 * ?rpps= on the directory step and ?redirectUrl= after the account is created
 * (web/src/routes/accounts/signup/). The link carries no token: it acts on no account, so a
 * message that reaches the wrong person gives them nothing but the signup page.
 */
export function signupLink(publicUrl: string, options: SignupLinkOptions): string {
  const query = new URLSearchParams();
  if (options.rpps) query.set("rpps", options.rpps);
  query.set("country", options.country);
  query.set("lang", options.locale);
  if (options.redirectPath) query.set("redirectUrl", options.redirectPath);
  return `${publicUrl}/register?${query}`;
}

import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../deps.ts";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";

export const setOwnLocaleInput = z.object({ locale: z.enum(LOCALES) });
// Read as text: an unknown locale is a validation_failed like any other bad input.
export type SetOwnLocaleInput = { locale: string };

/**
 * The interface language chosen in the menu or in settings (issue 20): kept on the account, so
 * that after login the screens, the mails and text messages and the API's messages speak it,
 * whatever the browser's language. From the next call on.
 */
export async function setOwnLocale(deps: Pick<Deps, "db">, viewer: Viewer, raw: SetOwnLocaleInput): Promise<{ locale: Locale }> {
  const { locale } = parseInput(setOwnLocaleInput, raw);
  await deps.db.user.update({ where: { id: viewer.userId }, data: { locale } });
  return { locale };
}

/**
 * The language of an account that has just logged in (the login answer carries it: that call
 * has no viewer yet, so User.locale, which answers its owner only, would be null there).
 */
export async function loggedInAccountLocale(db: Db, userId: number): Promise<string> {
  return (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { locale: true } })).locale;
}

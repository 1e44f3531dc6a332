import { useEffect } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { AccountLanguageSwitch_viewer$key } from "../../__generated__/AccountLanguageSwitch_viewer.graphql";
import { LanguageSwitch } from "../../i18n/LanguageSwitch.tsx";
import { useLocale } from "../../i18n/LocaleProvider.tsx";
import { isLocale } from "../../i18n/locales.ts";
import { useSetViewerLocaleMutation } from "../../routes/settings/useSetViewerLocaleMutation.ts";

/** The language menu of a logged-in user: the choice is also stored on the account. */
export function AccountLanguageSwitch({ hideLabel = false }: { hideLabel?: boolean }) {
  const [store] = useSetViewerLocaleMutation();
  return <LanguageSwitch hideLabel={hideLabel} onChosen={(locale) => void store(locale)} />;
}

/**
 * After login the account's language wins over the browser's and the one picked before login
 * (issue 20): the interface switches to it once, and again if another device changes it.
 */
export function useAccountLocale(viewer: AccountLanguageSwitch_viewer$key): void {
  const data = useFragment(
    graphql`
      fragment AccountLanguageSwitch_viewer on User {
        locale
      }
    `,
    viewer,
  );
  const { locale, setLocale } = useLocale();
  const accountLocale = data.locale;
  useEffect(() => {
    if (accountLocale && isLocale(accountLocale) && accountLocale !== locale) void setLocale(accountLocale);
    // Only a change of the account's language matters: a menu choice updates both at once.
  }, [accountLocale]);
}

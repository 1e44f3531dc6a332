import { LanguageSwitch } from "../../i18n/LanguageSwitch.tsx";
import { useSetViewerLocaleMutation } from "../../routes/settings/useSetViewerLocaleMutation.ts";

/** The language menu of a logged-in user: the choice is also stored on the account. */
export function AccountLanguageSwitch({ hideLabel = false }: { hideLabel?: boolean }) {
  const [store] = useSetViewerLocaleMutation();
  return <LanguageSwitch hideLabel={hideLabel} onChoosing={store} />;
}

import { Trans } from "@lingui/react/macro";
import { SettingsSection } from "./SettingsSection.tsx";

/**
 * Spec 2 §2 "profile picture": the section has its place on the screen; choosing and cropping a
 * picture is not built yet, and the screen says so rather than offering a button that does nothing.
 */
export function ProfilePictureSection() {
  return (
    <SettingsSection title={<Trans>Photo de profil</Trans>}>
      <p className="settings-unavailable">
        <Trans>L'ajout d'une photo de profil n'est pas encore disponible. Vos initiales sont affichées à sa place.</Trans>
      </p>
    </SettingsSection>
  );
}

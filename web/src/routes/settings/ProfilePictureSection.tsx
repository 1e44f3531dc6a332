import { lazy, Suspense, useState } from "react";
import { FileTrigger } from "react-aria-components";
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProfilePictureSection_viewer$key } from "../../__generated__/ProfilePictureSection_viewer.graphql";
import type { CodedError } from "../../errors/error-codes.ts";
import { loadModule } from "../../errors/load-error.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Avatar } from "../profile/Avatar.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import "./profile-picture.css";
import { uploadProfilePicture } from "./upload-profile-picture.ts";

// The cropper is loaded when a picture is chosen: the settings screen's first paint does not need it.
const AvatarCropper = lazy(() => loadModule(() => import("./AvatarCropper.tsx")).then(({ AvatarCropper }) => ({ default: AvatarCropper })));

const IMAGE_TYPES: readonly string[] = ["image/*"];

/** Spec 2 §2 "profile picture", §5 "Avatar": choose a picture, crop a square, send it. */
export function ProfilePictureSection({ viewer }: { viewer: ProfilePictureSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfilePictureSection_viewer on User {
        id
        databaseId
        firstName
        lastName
        profilePictureUrl
      }
    `,
    viewer,
  );
  const { i18n } = useLingui();
  const environment = useRelayEnvironment();
  const errorTextOf = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<CodedError | null>(null);
  const [saved, setSaved] = useState(false);

  const save = async (picture: Blob | null) => {
    setError(null);
    if (!picture) return setError({ code: "picture_empty" });
    setSaving(true);
    const outcome = await uploadProfilePicture(data.databaseId, picture, i18n.locale);
    setSaving(false);
    if (!outcome.ok) return setError({ code: outcome.code, message: outcome.message });
    // The same User record feeds the sidebar: it shows the new picture at once.
    commitLocalUpdate(environment, (store) => store.get(data.id)?.setValue(outcome.url, "profilePictureUrl"));
    setFile(null);
    setSaved(true);
  };

  return (
    <SettingsSection title={<Trans>Photo de profil</Trans>} intro={<Trans>Une photo carrée, visible des professionnels inscrits. Ses données de localisation et d'appareil sont retirées.</Trans>}>
      {file ? (
        <Suspense fallback={<p>…</p>}>
          <AvatarCropper file={file} isSaving={isSaving} onCrop={(picture) => void save(picture)} onCancel={() => setFile(null)} />
        </Suspense>
      ) : (
        <div className="profile-picture-current">
          <Avatar firstName={data.firstName} lastName={data.lastName} pictureUrl={data.profilePictureUrl} size="large" />
          <FileTrigger
            acceptedFileTypes={IMAGE_TYPES}
            onSelect={(files) => {
              const chosen = files?.[0];
              if (!chosen) return;
              setError(null);
              setSaved(false);
              setFile(chosen);
            }}
          >
            <Button>{data.profilePictureUrl ? <Trans>Changer de photo</Trans> : <Trans>Choisir une photo</Trans>}</Button>
          </FileTrigger>
        </div>
      )}
      {saved ? (
        <p role="status">
          <Trans>Photo de profil enregistrée.</Trans>
        </p>
      ) : null}
      {error ? <Alert>{errorTextOf(error)}</Alert> : null}
    </SettingsSection>
  );
}

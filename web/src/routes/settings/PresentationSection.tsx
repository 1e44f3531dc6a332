import { useState } from "react";
import { Label, TextArea, TextField } from "react-aria-components";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PresentationSection_settings$key } from "../../__generated__/PresentationSection_settings.graphql";
import type { FieldCodedError } from "../../errors/field-errors.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { useUpdateSettingsMutation } from "./useUpdateSettingsMutation.ts";

/** Same bound as the server (api/src/domain/settings/preferences.ts). */
const BIO_MAX_LENGTH = 2_000;

/** Spec 2 §2 "presentation (bio, editable)": the text colleagues read on the profile page. */
export function PresentationSection({ settings }: { settings: PresentationSection_settings$key }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const s = useFragment(
    graphql`
      fragment PresentationSection_settings on Settings {
        bio
      }
    `,
    settings,
  );
  const saved = s.bio ?? "";
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<FieldCodedError | null>(null);
  const [notice, setNotice] = useState(false);
  const [update, isSaving] = useUpdateSettingsMutation();

  const save = async () => {
    setError(null);
    setNotice(false);
    const outcome = await update({ bio: draft });
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    // The server trims: show the text as it was saved.
    setDraft(draft.trim());
    setNotice(true);
  };

  return (
    <SettingsSection title={<Trans>Présentation</Trans>} intro={<Trans>Quelques lignes sur votre pratique, affichées sur votre profil.</Trans>}>
      <form
        className="settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          className="field"
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setNotice(false);
          }}
          maxLength={BIO_MAX_LENGTH}
        >
          <Label className="field-label">{t`Votre présentation`}</Label>
          <TextArea className="field-input settings-bio" rows={5} />
        </TextField>
        {error ? <Alert>{errorText(error)}</Alert> : null}
        <div className="settings-form-actions">
          <p className="settings-saved" role="status">
            {notice ? <Trans>Présentation enregistrée.</Trans> : null}
          </p>
          <Button type="submit" variant="primary" isDisabled={draft.trim() === saved} isPending={isSaving}>
            <Trans>Enregistrer</Trans>
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

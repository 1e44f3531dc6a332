import { useRef, useState } from "react";
import { FileTrigger } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CodedError } from "../../errors/error-codes.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { FileDropZone } from "../../ui/FileDropZone.tsx";
import { checkIdentityFile, IDENTITY_FILE_TYPES, type IdentityFileKind } from "./identity-file.ts";
import { DocumentPreview } from "./DocumentPreview.tsx";
import { uploadIdentityDocument } from "./upload-identity-document.ts";
import "./identity-upload.css";

type Props = {
  /** The upload succeeded: the account now waits for a super user. */
  onUploaded: () => void;
  /** Secondary action under the form ("Plus tard", or "Annuler" once skipped). */
  secondary: { label: string; onPress: () => void; isPending?: boolean } | null;
};

/** Pick or drop the card, check it, preview it, send it (spec 1 §2 identification). */
export function IdentityUploadForm({ onUploaded, secondary }: Props) {
  const { t, i18n } = useLingui();
  const errorTextOf = useErrorText();
  const [chosen, setChosen] = useState<{ file: File; kind: IdentityFileKind } | null>(null);
  const [error, setError] = useState<CodedError | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [isChecking, setChecking] = useState(false);
  // The latest choice wins: a slow read of an earlier file must not replace it.
  const choice = useRef(0);

  const choose = async (file: File) => {
    const current = ++choice.current;
    setError(null);
    setChosen(null);
    setChecking(true);
    const check = await checkIdentityFile(file);
    if (current !== choice.current) return;
    setChecking(false);
    if (check.ok) setChosen({ file, kind: check.kind });
    else setError({ code: check.code });
  };

  const send = async () => {
    if (!chosen) return;
    setError(null);
    setUploading(true);
    const outcome = await uploadIdentityDocument(chosen.file, i18n.locale);
    setUploading(false);
    if (outcome.ok) onUploaded();
    else setError({ code: outcome.code, message: outcome.message });
  };

  return (
    <div className="form">
      {chosen ? (
        <div className="document-chosen">
          <DocumentPreview file={chosen.file} kind={chosen.kind} />
          <FileTrigger acceptedFileTypes={IDENTITY_FILE_TYPES} onSelect={(files) => (files?.[0] ? void choose(files[0]) : undefined)}>
            <Button variant="quiet" isDisabled={isUploading}>
              <Trans>Choisir un autre fichier</Trans>
            </Button>
          </FileTrigger>
        </div>
      ) : (
        <FileDropZone
          acceptedFileTypes={IDENTITY_FILE_TYPES}
          onFile={(file) => void choose(file)}
          label={t`Copie de votre carte`}
          hint={<Trans>Glissez ici une photo ou un scan de votre carte (image ou PDF, 10 Mo maximum)</Trans>}
          buttonLabel={t`Choisir un fichier`}
        />
      )}
      {error ? <Alert>{errorTextOf(error)}</Alert> : null}
      <Button variant="primary" className="button-block" onPress={() => void send()} isDisabled={!chosen || isChecking} isPending={isUploading}>
        <Trans>Continuer</Trans>
      </Button>
      {secondary ? (
        <Button variant="quiet" className="button-block" onPress={secondary.onPress} isPending={secondary.isPending} isDisabled={isUploading}>
          {secondary.label}
        </Button>
      ) : null}
    </div>
  );
}

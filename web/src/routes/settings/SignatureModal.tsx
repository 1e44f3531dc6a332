import { useEffect, useState } from "react";
import { FileTrigger } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CodedError } from "../../errors/error-codes.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { ImageCropper, type CropShape } from "./ImageCropper.tsx";
import { SignaturePad } from "./SignaturePad.tsx";
import { extractSignature, saveSignature } from "./signature-calls.ts";
import "./signature.css";

/** A signature is a strip: the crop sent for extraction is 3:1, the server then cuts it to the ink. */
const SIGNATURE_SHAPE: CropShape = { aspect: 3, outputWidth: 1800, viewWidth: 540, maxZoom: 6 };
const IMAGE_TYPES: readonly string[] = ["image/*"];

type Step = { name: "choose" } | { name: "draw" } | { name: "crop"; file: File } | { name: "preview"; file: File; ink: Blob };

type Props = { isOpen: boolean; userId: number; onClose: () => void; onSaved: (url: string) => void };

/** The preview's address, revoked when it changes or goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * Spec 2 §4 "Signature modal": choose, then draw or import. Import goes crop, then the server's
 * extraction (the paper made transparent) and a preview, then save or back. Its own chunk: the
 * settings screen loads it when the modal first opens.
 */
export function SignatureModal({ isOpen, userId, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const errorTextOf = useErrorText();
  const [step, setStep] = useState<Step>({ name: "choose" });
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<CodedError | null>(null);
  const previewUrl = useObjectUrl(step.name === "preview" ? step.ink : null);

  const go = (next: Step) => {
    setError(null);
    setStep(next);
  };
  const close = () => {
    go({ name: "choose" });
    onClose();
  };

  const save = async (picture: Blob | null) => {
    setError(null);
    if (!picture) return setError({ code: "picture_empty" });
    setBusy(true);
    const outcome = await saveSignature(userId, picture, i18n.locale);
    setBusy(false);
    if (!outcome.ok) return setError(outcome);
    go({ name: "choose" });
    onSaved(outcome.value);
  };

  const extract = async (file: File, crop: Blob | null) => {
    setError(null);
    if (!crop) return setError({ code: "picture_empty" });
    setBusy(true);
    const outcome = await extractSignature(crop, i18n.locale);
    setBusy(false);
    if (!outcome.ok) return setError(outcome);
    go({ name: "preview", file, ink: outcome.value });
  };

  return (
    <ModalDialog title={t`Signature manuscrite`} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <div className="signature-modal">
        {step.name === "choose" ? (
          <>
            <p className="dialog-text">
              <Trans>Elle figurera sur les documents que vous signez (comptes rendus, ordonnances). Vous seul la voyez ici.</Trans>
            </p>
            <div className="signature-choices">
              <Button variant="primary" onPress={() => go({ name: "draw" })}>
                <Trans>Dessiner ma signature</Trans>
              </Button>
              <FileTrigger
                acceptedFileTypes={IMAGE_TYPES}
                onSelect={(files) => {
                  const chosen = files?.[0];
                  if (chosen) go({ name: "crop", file: chosen });
                }}
              >
                <Button>
                  <Trans>Importer une image</Trans>
                </Button>
              </FileTrigger>
              <Button variant="quiet" onPress={close}>
                <Trans>Annuler</Trans>
              </Button>
            </div>
          </>
        ) : null}
        {step.name === "draw" ? <SignaturePad isSaving={isBusy} onSave={(drawing) => void save(drawing)} onBack={() => go({ name: "choose" })} /> : null}
        {step.name === "crop" ? (
          <>
            <p className="dialog-text">
              <Trans>Cadrez votre signature sur un fond clair : le fond sera rendu transparent.</Trans>
            </p>
            <ImageCropper
              file={step.file}
              shape={SIGNATURE_SHAPE}
              frameLabel={t`Cadrage de la signature : faites glisser pour déplacer, ou utilisez les flèches`}
              saveLabel={<Trans>Continuer</Trans>}
              cancelLabel={<Trans>Retour</Trans>}
              isSaving={isBusy}
              onCrop={(crop) => void extract(step.file, crop)}
              onCancel={() => go({ name: "choose" })}
            />
          </>
        ) : null}
        {step.name === "preview" ? (
          <>
            <p className="dialog-text">
              <Trans>Voici la signature extraite, sans son fond. Vérifiez qu'elle est complète.</Trans>
            </p>
            <div className="signature-preview">{previewUrl ? <img src={previewUrl} alt={t`Aperçu de la signature extraite`} /> : null}</div>
            <div className="signature-actions">
              <Button variant="primary" onPress={() => void save(step.ink)} isPending={isBusy}>
                <Trans>Enregistrer la signature</Trans>
              </Button>
              <Button variant="quiet" onPress={() => go({ name: "crop", file: step.file })} isDisabled={isBusy}>
                <Trans>Retour</Trans>
              </Button>
            </div>
          </>
        ) : null}
        {error ? <Alert>{errorTextOf(error)}</Alert> : null}
      </div>
    </ModalDialog>
  );
}

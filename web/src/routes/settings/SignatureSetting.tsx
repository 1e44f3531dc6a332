import { Suspense, useEffect, useId, useState } from "react";
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SignatureSetting_settings$key } from "../../__generated__/SignatureSetting_settings.graphql";
import type { CodedError } from "../../errors/error-codes.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { lazyComponent } from "../../ui/lazy-component.ts";
import { removeSignature } from "./signature-calls.ts";
import "./signature-section.css";

// The modal (its drawing pad and its crop) is a chunk of its own: fetched once this section has
// rendered, so that it is there when the button is pressed without weighing on the first paint.
const SignatureModal = lazyComponent(async () => (await import("./SignatureModal.tsx")).SignatureModal);

/**
 * Spec 2 §2 and §6: requestable users' handwritten signature, in "requests management" (which
 * shows it to them only), set in its modal (§4) or removed.
 */
export function SignatureSetting({ settings, userId }: { settings: SignatureSetting_settings$key; userId: number }) {
  const data = useFragment(
    graphql`
      fragment SignatureSetting_settings on Settings {
        __id
        signaturePictureUrl
      }
    `,
    settings,
  );
  const { t, i18n } = useLingui();
  const environment = useRelayEnvironment();
  const errorTextOf = useErrorText();
  const titleId = useId();
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [notice, setNotice] = useState<"saved" | "removed" | null>(null);
  const [isRemoving, setRemoving] = useState(false);
  const [error, setError] = useState<CodedError | null>(null);
  useEffect(() => SignatureModal.preload(), []);
  const url = data.signaturePictureUrl ?? null;

  const setUrl = (value: string | null) => commitLocalUpdate(environment, (store) => store.get(data.__id)?.setValue(value, "signaturePictureUrl"));

  const remove = async () => {
    setError(null);
    setNotice(null);
    setRemoving(true);
    const outcome = await removeSignature(userId, i18n.locale);
    setRemoving(false);
    if (!outcome.ok) return setError(outcome);
    setUrl(null);
    setNotice("removed");
  };

  return (
    <div className="settings-subsection" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="settings-subsection-title">
        <Trans>Signature manuscrite</Trans>
      </h3>
      <p className="settings-section-intro">
        <Trans>Apposée sur les documents que vous signez. Elle n'est montrée à personne d'autre.</Trans>
      </p>
      <div className="signature-current">
        {url ? (
          <div className="signature-current-picture">
            <img src={url} alt={t`Votre signature`} />
          </div>
        ) : (
          <p>
            <Trans>Aucune signature enregistrée.</Trans>
          </p>
        )}
        <Button
          onPress={() => {
            setNotice(null);
            setError(null);
            setOpened(true);
            setOpen(true);
          }}
        >
          {url ? <Trans>Changer de signature</Trans> : <Trans>Ajouter une signature</Trans>}
        </Button>
        {url ? (
          <Button variant="quiet" onPress={() => void remove()} isPending={isRemoving}>
            <Trans>Supprimer la signature</Trans>
          </Button>
        ) : null}
      </div>
      {notice ? <p role="status">{notice === "saved" ? <Trans>Signature enregistrée.</Trans> : <Trans>Signature supprimée.</Trans>}</p> : null}
      {error ? <Alert>{errorTextOf(error)}</Alert> : null}
      {opened ? (
        <Suspense fallback={null}>
          <SignatureModal
            isOpen={isOpen}
            userId={userId}
            onClose={() => setOpen(false)}
            onSaved={(saved) => {
              setUrl(saved);
              setOpen(false);
              setNotice("saved");
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

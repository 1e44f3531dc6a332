import { Suspense, useDeferredValue, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/Button.tsx";
import { ErrorBoundary } from "../../ui/ErrorBoundary.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { AddContactResults } from "./AddContactResults.tsx";

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Nobody found: open the invite form instead. */
  onInvite: () => void;
};

// The recipient search reads at most this many characters.
const SEARCH_MAX_LENGTH = 200;

/** Spec 1 §2 /contacts "add-contact modal": search professionals and networks, add one or several. */
export function AddContactModal({ isOpen, onOpenChange, onInvite }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  return (
    <ModalDialog title={t`Ajouter un contact`} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className="add-contact">
        <TextField
          label={t`Nom, spécialité, réseau ou ville`}
          type="search"
          value={search}
          onChange={setSearch}
          maxLength={SEARCH_MAX_LENGTH}
          autoFocus
          autoComplete="off"
        />
        <div className="add-contact-results">
          {deferred.length < 2 ? (
            <p className="dialog-text">
              <Trans>Saisissez au moins deux lettres.</Trans>
            </p>
          ) : (
            <ErrorBoundary resetKey={deferred} onRetry={() => undefined} fallback={() => <p className="dialog-text">{t`La recherche a échoué. Réessayez.`}</p>}>
              <Suspense fallback={<LoadingView />}>
                <AddContactResults search={deferred} onInvite={onInvite} />
              </Suspense>
            </ErrorBoundary>
          )}
        </div>
        <div className="contacts-dialog-actions">
          <Button onPress={() => onOpenChange(false)}>
            <Trans>Fermer</Trans>
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

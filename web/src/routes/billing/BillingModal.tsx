import { Suspense, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BillingModalQuery } from "../../__generated__/BillingModalQuery.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { formatCalendarDate } from "../../format/dates.ts";
import { formatEuros } from "../../format/money.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { Link } from "../../ui/Link.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { exportBillingJson, fetchBillingText, saveFile, transferToSoftware, type BillingCallOutcome } from "./billing-calls.ts";
import "./billing-error-messages.ts";
import "./billing.css";

const query = graphql`
  query BillingModalQuery($id: ID!) {
    node(id: $id) {
      ... on Request {
        billingData {
          __typename
          ... on BillingData {
            actCode
            actDate
            totalAmountCents
            acts {
              code
              quantity
              amountCents
            }
            patientName
            insuranceNumber
            integratedAct
            transferAvailable
          }
          ... on DomainError {
            code
            message
          }
        }
      }
    }
  }
`;

type Action = "text" | "copy" | "json" | "transfer";

/**
 * Spec 2 §6 billing button, §7 billing calls, §8 billing errors (issue 21 item 5): the act the
 * viewer bills, and three ways to hand it to the practice software: the text file, the JSON export
 * (copied or downloaded), and "send to my software" when the viewer's software has an address here.
 */
export function BillingModal({ requestId, databaseId, isOpen, onClose }: { requestId: string; databaseId: number; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Facturer l'acte`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Suspense fallback={<LoadingView />}>
        <BillingModalContent requestId={requestId} databaseId={databaseId} onClose={onClose} />
      </Suspense>
    </ModalDialog>
  );
}

function BillingModalContent({ requestId, databaseId, onClose }: { requestId: string; databaseId: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<BillingModalQuery>(query, { id: requestId }, { fetchPolicy: "network-only", fetchKey });
  const [pending, setPending] = useState<Action | null>(null);
  const [failed, setFailed] = useState<{ action: Action; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const billing = data.node?.billingData;

  if (!billing || billing.__typename !== "BillingData") {
    const code = billing?.__typename === "DomainError" ? billing.code : "not_found";
    return (
      <div className="billing-modal">
        <Alert>
          <Trans>Les données de facturation n'ont pas pu être calculées.</Trans> {errorText({ code, message: billing?.__typename === "DomainError" ? billing.message : undefined })}
        </Alert>
        <div className="billing-modal-actions">
          <Button onPress={onClose}>
            <Trans>Fermer</Trans>
          </Button>
          <Button variant="primary" onPress={() => setFetchKey((key) => key + 1)}>
            <Trans>Réessayer</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const failureText = (action: Action, outcome: { code: string; message: string | null }) => {
    // Spec 2 §8: "transmission failed" for the software, "could not be computed" for the data.
    const lead = action === "transfer" ? t`La transmission à votre logiciel de facturation a échoué.` : t`Les données de facturation n'ont pas pu être calculées.`;
    return `${lead} ${errorText({ code: outcome.code, message: outcome.message ?? undefined })}`;
  };

  const run = async <T,>(action: Action, call: () => Promise<BillingCallOutcome<T>>, then: (value: T) => Promise<string> | string) => {
    setPending(action);
    setFailed(null);
    setDone(null);
    const outcome = await call();
    if (outcome.ok) {
      try {
        setDone(await then(outcome.value));
      } catch {
        setFailed({ action, text: t`Le presse-papiers n'est pas accessible dans ce navigateur : téléchargez le fichier JSON.` });
      }
    } else setFailed({ action, text: failureText(action, outcome) });
    setPending(null);
  };

  const actions: Record<Action, () => Promise<void>> = {
    text: () =>
      run("text", () => fetchBillingText(databaseId, i18n.locale), ({ blob, name }) => {
        saveFile(blob, name);
        return t`Fichier texte téléchargé.`;
      }),
    copy: () =>
      run("copy", () => exportBillingJson(databaseId, i18n.locale), async (json) => {
        await navigator.clipboard.writeText(json);
        setFetchKey((key) => key + 1);
        return t`Données JSON copiées. L'acte est marqué comme transmis.`;
      }),
    json: () =>
      run("json", () => exportBillingJson(databaseId, i18n.locale), (json) => {
        saveFile(new Blob([json], { type: "application/json" }), `facturation-${databaseId}.json`);
        setFetchKey((key) => key + 1);
        return t`Données JSON téléchargées. L'acte est marqué comme transmis.`;
      }),
    transfer: () =>
      run("transfer", () => transferToSoftware(databaseId, i18n.locale), (url) => {
        window.open(url, "_blank", "noopener");
        setFetchKey((key) => key + 1);
        return t`Votre logiciel de facturation s'ouvre dans un nouvel onglet. L'acte est marqué comme transmis.`;
      }),
  };

  return (
    <div className="billing-modal">
      <dl className="facts billing-facts">
        <dt>
          <Trans>Acte</Trans>
        </dt>
        <dd>
          {billing.acts.map((act) => (act.quantity > 1 ? `${act.quantity} × ${act.code}` : act.code)).join(" + ")}
        </dd>
        <dt>
          <Trans>Montant</Trans>
        </dt>
        <dd className="billing-amount">{formatEuros(billing.totalAmountCents, i18n.locale)}</dd>
        <dt>
          <Trans>Date de l'acte</Trans>
        </dt>
        <dd>{formatCalendarDate(billing.actDate, i18n.locale)}</dd>
        <dt>
          <Trans>Patient</Trans>
        </dt>
        <dd>{billing.patientName || "—"}</dd>
        <dt>
          <Trans>N° d'assuré</Trans>
        </dt>
        <dd>{billing.insuranceNumber ?? <Trans>Non renseigné</Trans>}</dd>
        <dt>
          <Trans>Transmis au logiciel</Trans>
        </dt>
        <dd>{billing.integratedAct ? <Trans>Oui</Trans> : <Trans>Pas encore</Trans>}</dd>
      </dl>
      {failed ? (
        <div className="billing-failure">
          <Alert>{failed.text}</Alert>
          <Button onPress={() => void actions[failed.action]()} isPending={pending === failed.action}>
            <Trans>Réessayer</Trans>
          </Button>
        </div>
      ) : null}
      {done ? <Alert tone="info">{done}</Alert> : null}
      <div className="billing-modal-choices">
        {billing.transferAvailable ? (
          <Button variant="primary" onPress={() => void actions.transfer()} isPending={pending === "transfer"}>
            <Trans>Envoyer à mon logiciel de facturation</Trans>
          </Button>
        ) : (
          <p className="billing-modal-hint">
            <Trans>
              Pour envoyer l'acte directement à votre logiciel, choisissez-le dans les <Link href="/profile_edit">paramètres</Link> (s'il est proposé ici).
            </Trans>
          </p>
        )}
        <Button onPress={() => void actions.text()} isPending={pending === "text"}>
          <Trans>Télécharger le fichier texte</Trans>
        </Button>
        <Button onPress={() => void actions.copy()} isPending={pending === "copy"}>
          <Trans>Copier les données (JSON)</Trans>
        </Button>
        <Button onPress={() => void actions.json()} isPending={pending === "json"}>
          <Trans>Télécharger les données (JSON)</Trans>
        </Button>
      </div>
      <div className="billing-modal-actions">
        <Button onPress={onClose}>
          <Trans>Fermer</Trans>
        </Button>
      </div>
    </div>
  );
}

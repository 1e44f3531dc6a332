import { useMemo, useState, type FormEvent } from "react";
import { Form } from "react-aria-components";
import { graphql, useFragment, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import { Trans, useLingui } from "@lingui/react/macro";
import { isValidMssAddress } from "@rules/mss-address.ts";
import type { ReportTransferSection_request$data, ReportTransferSection_request$key } from "../../__generated__/ReportTransferSection_request.graphql";
import type { ReportTransferSectionSubscription } from "../../__generated__/ReportTransferSectionSubscription.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { formatDateTime } from "../../format/dates.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { useTransferReportMutation, type TransferDone } from "./useTransferReportMutation.ts";
import "./transfer-error-messages.ts";
import "./report-transfer.css";

const fragment = graphql`
  fragment ReportTransferSection_request on Request {
    id
    requesterMssAddress
    reportTransfers {
      databaseId
      mssAddress
      status
      lastError
      nextAttemptAt
      sentAt
      createdAt
    }
  }
`;

// The section's own live updates: a background retry's outcome arrives while the modal is open.
const subscription = graphql`
  subscription ReportTransferSectionSubscription($id: ID!) {
    requestEvent(id: $id) {
      kind
      request {
        ...ReportTransferSection_request
      }
    }
  }
`;

/**
 * Issue 22 item 2, spec 2 §7 report_transfer, in the report modal: sends the report (PDF) by
 * secure health messaging (MSSanté), by default to the requester's address, which the readers
 * of the request see (the field is prefilled with it) and may change. The address is checked
 * with the server's own rule (api/src/domain/rules/mss-address.ts); spec 2 §8 'Email invalide'.
 */
export function ReportTransferSection({ request }: { request: ReportTransferSection_request$key }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const data = useFragment(fragment, request);
  const [transfer, isSending] = useTransferReportMutation();
  const [address, setAddress] = useState(data.requesterMssAddress ?? "");
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState<TransferDone | null>(null);
  const config = useMemo<GraphQLSubscriptionConfig<ReportTransferSectionSubscription>>(
    () => ({ subscription, variables: { id: data.id }, onError: (error) => console.warn("[web] live report transfers stopped", error) }),
    [data.id],
  );
  useSubscription(config);

  const send = async (target: string) => {
    setServerErrors({});
    setGeneral(null);
    setDone(null);
    const outcome = await transfer(data.id, target);
    if (outcome.ok) setDone(outcome.data);
    else if (outcome.error.field === "mssAddress") setServerErrors({ mssAddress: errorText(outcome.error) });
    else setGeneral(errorText(outcome.error));
  };
  const doneText = ({ status, mssAddress }: TransferDone): string => {
    if (status === "SENT") return t`Compte rendu envoyé à ${mssAddress}.`;
    if (status === "PENDING") return t`La messagerie de ${mssAddress} ne répond pas pour l'instant : l'envoi sera réessayé automatiquement.`;
    return t`La messagerie a refusé l'envoi à ${mssAddress} : vérifiez l'adresse auprès du destinataire.`;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(address);
  };

  return (
    <section className="report-transfer" aria-labelledby="report-transfer-title">
      <h3 id="report-transfer-title" className="report-transfer-title">
        <Trans>Envoyer par messagerie sécurisée (MSSanté)</Trans>
      </h3>
      <p className="report-transfer-intro">
        {data.requesterMssAddress ? (
          <Trans>Le compte rendu (PDF) part par la messagerie sécurisée de santé, à l'adresse MSSanté du demandeur ou à celle que vous indiquez.</Trans>
        ) : (
          <Trans>Le compte rendu (PDF) part par la messagerie sécurisée de santé. Le demandeur n'a pas enregistré d'adresse MSSanté : indiquez celle du destinataire.</Trans>
        )}
      </p>
      <Form className="form report-transfer-form" validationErrors={serverErrors} onSubmit={submit}>
        <TextField
          label={t`Adresse MSSanté du destinataire`}
          description={t`Par exemple prenom.nom@medecin.mssante.fr`}
          name="mssAddress"
          type="email"
          autoComplete="off"
          value={address}
          onChange={setAddress}
          maxLength={254}
          isRequired={!data.requesterMssAddress}
          validate={(value) => (!value.trim() ? (data.requesterMssAddress ? null : errorText({ code: "report_transfer_no_address" })) : isValidMssAddress(value) ? null : errorText({ code: "report_transfer_address_invalid" }))}
        />
        <Button type="submit" variant="primary" isPending={isSending}>
          <Trans>Envoyer le compte rendu</Trans>
        </Button>
      </Form>
      {general ? <Alert>{general}</Alert> : null}
      {done ? <Alert tone={done.status === "FAILED" ? "error" : "info"}>{doneText(done)}</Alert> : null}
      {data.reportTransfers.length > 0 ? (
        <div className="report-transfers">
          <h4 className="report-transfers-title">
            <Trans>Envois</Trans>
          </h4>
          <ul className="report-transfers-list">
            {data.reportTransfers.map((item) => (
              <TransferItem key={item.databaseId} item={item} onRetry={() => void send(item.mssAddress)} isSending={isSending} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

type TransferRow = ReportTransferSection_request$data["reportTransfers"][number];

/** One transfer: where it went and what became of it; a failed one can be sent again. */
function TransferItem({ item, onRetry, isSending }: { item: TransferRow; onRetry: () => void; isSending: boolean }) {
  const { i18n } = useLingui();
  const sentAt = formatDateTime(String(item.sentAt ?? item.createdAt), i18n.locale);
  const nextAt = formatDateTime(String(item.nextAttemptAt ?? item.createdAt), i18n.locale);
  const error = item.lastError ?? "?";
  return (
    <li className={`report-transfer-item report-transfer-${item.status.toLowerCase()}`}>
      <span className="report-transfer-address">{item.mssAddress}</span>
      <span className="report-transfer-status">
        {item.status === "SENT" ? <Trans>Envoyé le {sentAt}</Trans> : item.status === "PENDING" ? <Trans>Nouvel essai automatique vers {nextAt}</Trans> : <Trans>Échec de l'envoi ({error})</Trans>}
      </span>
      {item.status === "FAILED" ? (
        <Button onPress={onRetry} isPending={isSending}>
          <Trans>Réessayer</Trans>
        </Button>
      ) : null}
    </li>
  );
}

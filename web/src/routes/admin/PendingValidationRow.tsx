import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PendingValidationRow_user$key } from "../../__generated__/PendingValidationRow_user.graphql";
import type { IdentityDecision } from "../../__generated__/useDecideIdentityMutation.graphql";
import type { CodedError } from "../../errors/error-codes.ts";
import { useErrorText } from "../../errors/useErrorText.ts";
import { personDisplayName } from "../../format/names.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { DocumentIcon } from "../../ui/icons.tsx";
import { useDecideIdentityMutation } from "./useDecideIdentityMutation.ts";
import "./admin.css";

type Props = { user: PendingValidationRow_user$key; onDecided: (announcement: string) => void };

/** One pending account: who they say they are, their card, and the two decisions. */
export function PendingValidationRow({ user, onDecided }: Props) {
  const { t, i18n } = useLingui();
  const errorTextOf = useErrorText();
  const data = useFragment(
    graphql`
      fragment PendingValidationRow_user on User {
        id
        databaseId
        firstName
        lastName
        email
        country
        hasIdentityDocument
        professional {
          rpps
          specialty {
            label
          }
        }
      }
    `,
    user,
  );
  const [decide, isDeciding] = useDecideIdentityMutation();
  const [choice, setChoice] = useState<IdentityDecision | null>(null);
  const [error, setError] = useState<CodedError | null>(null);
  // PDFs (and cards an <img> cannot draw) get the icon and the "open" link only.
  const [previewFailed, setPreviewFailed] = useState(false);
  const name = personDisplayName(data);
  const documentUrl = `/api/v1/identity-validations/${data.databaseId}/document`;

  const choose = async (decision: IdentityDecision) => {
    setChoice(decision);
    setError(null);
    const outcome = await decide(data.id, decision);
    if (!outcome.ok) setError(outcome.error);
    else onDecided(decision === "VALIDATE" ? t`Le compte de ${name} est validé.` : t`Le compte de ${name} est refusé.`);
  };

  return (
    <article className="validation-row" aria-labelledby={`validation-${data.databaseId}`}>
      {data.hasIdentityDocument ? (
        <a className="validation-card" href={documentUrl} target="_blank" rel="noreferrer">
          {previewFailed ? (
            <span className="validation-card-icon">
              <DocumentIcon />
              <Trans>Document</Trans>
            </span>
          ) : (
            <img src={documentUrl} alt={t`Justificatif de ${name}`} onError={() => setPreviewFailed(true)} />
          )}
        </a>
      ) : (
        <div className="validation-card">
          <span className="validation-card-icon validation-card-missing">
            <DocumentIcon />
            <Trans>Aucun justificatif</Trans>
          </span>
        </div>
      )}
      <div className="validation-info">
        <h2 id={`validation-${data.databaseId}`} className="validation-name">
          {name}
        </h2>
        <dl className="validation-facts">
          {data.professional ? (
            <>
              <dt>
                <Trans>Spécialité</Trans>
              </dt>
              <dd>{data.professional.specialty.label}</dd>
              <dt>
                <Trans>N° d'identification</Trans>
              </dt>
              <dd>{data.professional.rpps}</dd>
            </>
          ) : null}
          {data.email ? (
            <>
              <dt>
                <Trans>E-mail</Trans>
              </dt>
              <dd>{data.email}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Pays</Trans>
          </dt>
          <dd>{new Intl.DisplayNames([i18n.locale], { type: "region" }).of(data.country) ?? data.country}</dd>
        </dl>
        {data.hasIdentityDocument ? (
          <a className="link validation-open" href={documentUrl} target="_blank" rel="noreferrer">
            <Trans>Ouvrir le justificatif</Trans>
          </a>
        ) : null}
      </div>
      <div className="validation-actions">
        <Button variant="primary" onPress={() => void choose("VALIDATE")} isPending={isDeciding && choice === "VALIDATE"} isDisabled={isDeciding} aria-label={t`Valider : ${name}`}>
          <Trans context="identity decision">Valider</Trans>
        </Button>
        <Button variant="secondary" onPress={() => void choose("REJECT")} isPending={isDeciding && choice === "REJECT"} isDisabled={isDeciding} aria-label={t`Refuser : ${name}`}>
          <Trans context="identity decision">Refuser</Trans>
        </Button>
      </div>
      {error ? <Alert>{errorTextOf(error)}</Alert> : null}
    </article>
  );
}

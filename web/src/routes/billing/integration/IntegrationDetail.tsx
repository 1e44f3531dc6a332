import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { IntegrationDetail_integration$key } from "../../../__generated__/IntegrationDetail_integration.graphql";
import { useErrorText } from "../../../errors/useErrorText.ts";
import { formatCalendarDate, formatDateTime } from "../../../format/dates.ts";
import { formatEuros } from "../../../format/money.ts";
import { Alert } from "../../../ui/Alert.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Checkbox } from "../../../ui/Checkbox.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { archiveProblems, type ArchiveProblems } from "./archive.ts";
import "./integration-error-messages.ts";
import { IntegrationNextDialog } from "./IntegrationNextDialog.tsx";
import { IntegrationProfessional } from "./IntegrationProfessional.tsx";
import { useUpdateIntegrationMutation, type IntegrationUpdated } from "./useUpdateIntegrationMutation.ts";

/** The item: patient, both professionals, the act and report tasks, the 'Billed' checkbox, IEP/IPP and the archive. */
export function IntegrationDetail({ integration }: { integration: IntegrationDetail_integration$key }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const item = useFragment(
    graphql`
      fragment IntegrationDetail_integration on Integration {
        id
        databaseId
        completedAt
        groupName
        topicLabel
        actCode
        actAmountCents
        billable
        integratedAct
        integratedReport
        iep
        ipp
        collectIep
        collectIpp
        tasksComplete
        tasks {
          act
          report
        }
        patient {
          firstName
          lastName
          birthName
          birthDate
          birthPlace
          phone
          email
          address
        }
        professional {
          ...IntegrationProfessional_professional
        }
        oppositeProfessional {
          ...IntegrationProfessional_professional
        }
      }
    `,
    integration,
  );
  const [update, isSaving] = useUpdateIntegrationMutation();
  const [iep, setIep] = useState(item.iep ?? "");
  const [ipp, setIpp] = useState(item.ipp ?? "");
  const [problems, setProblems] = useState<ArchiveProblems>({ iep: false, ipp: false });
  const [error, setError] = useState<string | null>(null);
  const [next, setNext] = useState<IntegrationUpdated | null>(null);
  const patient = item.patient;

  const send = async (flags: { integratedAct?: boolean; integratedReport?: boolean }) => {
    const found = archiveProblems(item, { iep, ipp }, flags);
    setProblems(found);
    // Spec 2 §5 "Archiving": the empty required numbers are flagged, nothing is sent.
    if (found.iep || found.ipp) return;
    setError(null);
    const outcome = await update({ id: item.id, ...flags, ...(item.collectIep ? { iep: iep.trim() } : {}), ...(item.collectIpp ? { ipp: ipp.trim() } : {}) });
    if (!outcome.ok) {
      setProblems({ iep: outcome.error.code === "iep_required", ipp: outcome.error.code === "ipp_required" });
      setError(errorText(outcome.error));
      return;
    }
    if (!item.tasksComplete && outcome.data && isDone(item, flags)) setNext(outcome.data);
  };
  const archive = () => send({ ...(item.tasks.act ? { integratedAct: true } : {}), ...(item.tasks.report ? { integratedReport: true } : {}) });

  return (
    <article className="integration-detail">
      <header className="integration-detail-header">
        <h1 className="page-title">{patient ? `${patient.lastName ?? ""} ${patient.firstName ?? ""}`.trim() : t`Patient inconnu`}</h1>
        {item.tasksComplete ? (
          <span className="badge badge-completed">
            <Trans>Archivé</Trans>
          </span>
        ) : (
          <span className="badge badge-in_progress">
            <Trans>À traiter</Trans>
          </span>
        )}
      </header>
      <p className="integration-row-meta">
        {item.groupName}
        {item.topicLabel ? ` · ${item.topicLabel}` : ""} · {t`Terminée le ${formatDateTime(String(item.completedAt), i18n.locale)}`}
      </p>

      <section className="integration-card" aria-labelledby="integration-patient">
        <h2 id="integration-patient" className="integration-card-title">
          <Trans>Patient</Trans>
        </h2>
        <dl className="integration-facts">
          <Fact label={t`Nom de naissance`} value={patient?.birthName} />
          <Fact label={t`Date de naissance`} value={patient?.birthDate ? formatCalendarDate(patient.birthDate, i18n.locale) : null} />
          <Fact label={t`Lieu de naissance`} value={patient?.birthPlace} />
          <Fact label={t`Téléphone`} value={patient?.phone} />
          <Fact label={t`E-mail`} value={patient?.email} />
          <Fact label={t`Adresse`} value={patient?.address} />
        </dl>
      </section>

      <div className="integration-professionals">
        {item.professional ? <IntegrationProfessional title={t`Professionnel du groupe`} professional={item.professional} /> : null}
        {item.oppositeProfessional ? <IntegrationProfessional title={t`Autre professionnel`} professional={item.oppositeProfessional} /> : null}
      </div>

      <section className="integration-card" aria-labelledby="integration-tasks">
        <h2 id="integration-tasks" className="integration-card-title">
          <Trans>Tâches</Trans>
        </h2>
        <ul className="integration-tasks">
          <li>
            <span>
              <Trans>Acte</Trans> : {item.actCode ? `${item.actCode}${item.actAmountCents != null ? ` · ${formatEuros(item.actAmountCents, i18n.locale)}` : ""}` : t`aucun`}
              {item.billable ? "" : ` (${t`non facturable`})`}
            </span>
            {item.tasks.act ? (
              <Checkbox isSelected={item.integratedAct} isDisabled={isSaving} onChange={(billed) => void send({ integratedAct: billed })}>
                <Trans>Facturé</Trans>
              </Checkbox>
            ) : null}
          </li>
          {item.tasks.report ? (
            <li>
              <span>
                <Trans>Compte rendu</Trans> : {item.integratedReport ? t`intégré` : t`à intégrer`}
              </span>
            </li>
          ) : null}
        </ul>
      </section>

      {!item.tasksComplete ? (
        <section className="integration-card" aria-labelledby="integration-archive">
          <h2 id="integration-archive" className="integration-card-title">
            <Trans>Archiver</Trans>
          </h2>
          {item.collectIep ? (
            <TextField label={t`IEP (numéro de séjour)`} value={iep} onChange={setIep} maxLength={64} isRequired isInvalid={problems.iep} validationBehavior="aria" description={problems.iep ? t`Saisissez l'IEP avant d'archiver.` : undefined} />
          ) : null}
          {item.collectIpp ? (
            <TextField label={t`IPP (identifiant patient)`} value={ipp} onChange={setIpp} maxLength={64} isRequired isInvalid={problems.ipp} validationBehavior="aria" description={problems.ipp ? t`Saisissez l'IPP avant d'archiver.` : undefined} />
          ) : null}
          {error ? <Alert>{error}</Alert> : null}
          <Button variant="primary" isPending={isSaving} onPress={() => void archive()}>
            <Trans>Archiver</Trans>
          </Button>
        </section>
      ) : (
        <p className="integration-row-meta">
          {item.iep ? `IEP ${item.iep}` : ""}
          {item.iep && item.ipp ? " · " : ""}
          {item.ipp ? `IPP ${item.ipp}` : ""}
        </p>
      )}
      <IntegrationNextDialog next={next} onClose={() => setNext(null)} />
    </article>
  );
}

/** Whether this update finishes the viewer's tasks (the 'next' dialog opens then). */
function isDone(item: { tasks: { act: boolean; report: boolean }; integratedAct: boolean; integratedReport: boolean }, flags: { integratedAct?: boolean; integratedReport?: boolean }): boolean {
  const act = flags.integratedAct ?? item.integratedAct;
  const report = flags.integratedReport ?? item.integratedReport;
  return (!item.tasks.act || act) && (!item.tasks.report || report);
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="integration-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReportModalQuery } from "../../__generated__/ReportModalQuery.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { ReportTransferSection } from "./ReportTransferSection.tsx";
import "./report-error-messages.ts";
import "./documents.css";

const query = graphql`
  query ReportModalQuery($id: ID!) {
    node(id: $id) {
      ... on Request {
        # Issue 22 item 2: the MSSanté section (aliased: node may be another type).
        ...ReportTransferSection_request @alias(as: "transferSection")
        report {
          available
          language
          pdfUrl
          docxUrl
        }
      }
    }
  }
`;

/** The language names the report may be written in, in the reader's language. */
function useLanguageName(): (language: string) => string {
  const { t } = useLingui();
  const names: Record<string, string> = { fr: t`français`, "fr-BE": t`français`, de: t`allemand`, en: t`anglais`, "nl-BE": t`néerlandais` };
  return (language) => names[language] ?? language;
}

/**
 * Spec 2 §2 "report" modal (issue 22 item 1): the consult report to download, as an archivable
 * PDF or a Word document, for the patient's record. Written in the request's language.
 */
export function ReportModal({ requestId, isOpen, onClose }: { requestId: string; isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Compte rendu de l'avis`} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Suspense fallback={<LoadingView />}>
        <ReportModalContent requestId={requestId} onClose={onClose} />
      </Suspense>
    </ModalDialog>
  );
}

function ReportModalContent({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const errorText = useErrorText();
  const languageName = useLanguageName();
  const data = useLazyLoadQuery<ReportModalQuery>(query, { id: requestId }, { fetchPolicy: "network-only" });
  const report = data.node?.report;
  const language = report ? languageName(report.language) : "";
  if (!report?.available || !report.pdfUrl || !report.docxUrl) {
    return (
      <div className="report-modal">
        <Alert>{errorText({ code: report ? "report_not_available" : "not_found" })}</Alert>
        <div className="report-modal-actions">
          <Button onPress={onClose}>
            <Trans>Fermer</Trans>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="report-modal">
      <p>
        <Trans>
          Le compte rendu reprend la demande, le patient, les échanges, la conclusion et l'acte, signé par le professionnel requis. Versez-le au dossier du patient.
        </Trans>
      </p>
      <p className="report-language">
        <Trans>Rédigé en {language}, la langue de la demande.</Trans>
      </p>
      <div className="report-downloads">
        <a className="button button-primary" href={report.pdfUrl} download>
          <Trans>Télécharger le PDF</Trans>
        </a>
        <a className="button button-secondary" href={report.docxUrl} download>
          <Trans>Télécharger le document Word</Trans>
        </a>
      </div>
      {data.node?.transferSection ? <ReportTransferSection request={data.node.transferSection} /> : null}
      <div className="report-modal-actions">
        <Button onPress={onClose}>
          <Trans>Fermer</Trans>
        </Button>
      </div>
    </div>
  );
}

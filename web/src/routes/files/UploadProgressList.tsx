import { Trans, useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Button } from "../../ui/Button.tsx";
import { formatFileSize } from "./format-file-size.ts";
import type { UploadRow } from "./useUploads.ts";

/** The uploads in flight: a progress bar and a cancel button each; a failed one says why. */
export function UploadProgressList({ rows, onCancel, onDismiss }: { rows: readonly UploadRow[]; onCancel: (key: string) => void; onDismiss: (key: string) => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  if (rows.length === 0) return null;
  return (
    <ul className="attachment-uploads" aria-label={t`Envois en cours`}>
      {rows.map((row) => (
        <li key={row.key} className="attachment-upload">
          <span className="attachment-name">{row.name}</span>
          <span className="attachment-size">{formatFileSize(row.size, i18n.locale)}</span>
          {row.errorCode === null ? (
            <>
              {/* A plain ARIA progressbar: react-aria-components' ProgressBar would weigh on every page (ui/Steps.tsx). */}
              <span className="attachment-progress" role="progressbar" aria-label={t`Envoi de ${row.name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(row.progress * 100)} aria-valuetext={`${Math.round(row.progress * 100)} %`}>
                <span className="attachment-progress-track">
                  <span className="attachment-progress-fill" style={{ width: `${Math.round(row.progress * 100)}%` }} />
                </span>
                <span className="attachment-progress-value">{Math.round(row.progress * 100)} %</span>
              </span>
              <Button variant="quiet" onPress={() => onCancel(row.key)} aria-label={t`Annuler l'envoi de ${row.name}`}>
                <Trans>Annuler</Trans>
              </Button>
            </>
          ) : (
            <>
              <span className="attachment-error" role="alert">
                {/* invalid_file reads "an image or a PDF" on the identity screen; an attachment is refused for its content. */}
                {row.errorCode === "invalid_file" ? t`Ce fichier est refusé : un PDF ne doit contenir ni script ni programme, et une archive ne doit rien extraire hors de son dossier.` : errorText({ code: row.errorCode })}
              </span>
              <Button variant="quiet" onPress={() => onDismiss(row.key)} aria-label={t`Retirer ${row.name} de la liste`}>
                <Trans>Retirer</Trans>
              </Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

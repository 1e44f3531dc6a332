import { Trans, useLingui } from "@lingui/react/macro";
import { ProgressBar } from "react-aria-components";
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
              <ProgressBar className="attachment-progress" aria-label={t`Envoi de ${row.name}`} value={Math.round(row.progress * 100)}>
                {({ percentage }) => (
                  <>
                    <span className="attachment-progress-track">
                      <span className="attachment-progress-fill" style={{ width: `${percentage ?? 0}%` }} />
                    </span>
                    <span className="attachment-progress-value">{Math.round(percentage ?? 0)} %</span>
                  </>
                )}
              </ProgressBar>
              <Button variant="quiet" onPress={() => onCancel(row.key)} aria-label={t`Annuler l'envoi de ${row.name}`}>
                <Trans>Annuler</Trans>
              </Button>
            </>
          ) : (
            <>
              <span className="attachment-error" role="alert">
                {errorText({ code: row.errorCode })}
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

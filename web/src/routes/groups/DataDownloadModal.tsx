import { useId, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useErrorText } from "../../errors/useErrorText.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { Spinner } from "../../ui/Spinner.tsx";
import { defaultDownloadRange, groupExportPath, rangeProblem } from "./data-download.ts";

type Props = { groupId: number; groupName: string; isOpen: boolean; onClose: () => void };

/** Saves a blob under a name, as a download of the browser. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started from the object URL; free it once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Spec 1 §5, §6 "Data download" for group administrators: from and to (required, to not before
 * from, by default the last month), then the CSV is read with a progress indicator (the size is
 * not known in advance: the kilobytes received are shown) and saved.
 */
export function DataDownloadModal({ groupId, groupName, isOpen, onClose }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const fromId = useId();
  const toId = useId();
  const [range, setRange] = useState(() => defaultDownloadRange(new Date()));
  const [received, setReceived] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const problem = rangeProblem(range.from, range.to);
  const downloading = received !== null;

  const close = () => {
    abort.current?.abort();
    setReceived(null);
    setError(null);
    onClose();
  };

  const download = async () => {
    if (problem) return;
    setError(null);
    setReceived(0);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const response = await fetch(groupExportPath(groupId, range.from, range.to), { credentials: "same-origin", signal: controller.signal });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        setError(errorText({ code: body.code ?? "internal_error" }));
        setReceived(null);
        return;
      }
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let total = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        total += value.byteLength;
        setReceived(total);
      }
      saveBlob(new Blob(chunks, { type: "text/csv" }), `${groupName}-${range.from}-${range.to}.csv`);
      setReceived(null);
      onClose();
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(errorText({ code: failure instanceof TypeError ? "network_error" : "internal_error" }));
      setReceived(null);
    }
  };

  return (
    <ModalDialog title={t`Télécharger les données du groupe`} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <form
        className="group-download-form"
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <p className="dialog-text">
          <Trans>Les demandes publiées pendant la période choisie, au format CSV (sans l'identité des patients).</Trans>
        </p>
        <div className="group-download-dates">
          <div className="field">
            <label className="field-label" htmlFor={fromId}>
              <Trans>Du</Trans>
            </label>
            <input
              id={fromId}
              className="field-input"
              type="date"
              required
              value={range.from}
              disabled={downloading}
              aria-invalid={problem === "from_required" || undefined}
              onChange={(event) => setRange({ ...range, from: event.target.value })}
            />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={toId}>
              <Trans>Au (inclus)</Trans>
            </label>
            <input
              id={toId}
              className="field-input"
              type="date"
              required
              min={range.from || undefined}
              value={range.to}
              disabled={downloading}
              aria-invalid={problem === "to_required" || problem === "to_before_from" || undefined}
              onChange={(event) => setRange({ ...range, to: event.target.value })}
            />
          </div>
        </div>
        {problem === "from_required" ? <p className="field-error" role="alert">{t`Indiquez la date de début.`}</p> : null}
        {problem === "to_required" ? <p className="field-error" role="alert">{t`Indiquez la date de fin.`}</p> : null}
        {problem === "to_before_from" ? <p className="field-error" role="alert">{t`La date de fin ne peut pas précéder la date de début.`}</p> : null}
        {downloading ? (
          <div className="group-download-progress" role="status">
            <Spinner label={t`Téléchargement en cours`} />
            <span>{t`Téléchargement en cours : ${Math.ceil(received / 1024)} Ko reçus`}</span>
          </div>
        ) : null}
        {error ? <Alert>{error}</Alert> : null}
        <div className="group-dialog-actions">
          <Button onPress={close}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" variant="primary" isDisabled={problem !== null} isPending={downloading}>
            <Trans>Télécharger</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

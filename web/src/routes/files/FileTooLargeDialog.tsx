import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/Button.tsx";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { formatFileSize } from "./format-file-size.ts";
import type { RefusedFile } from "./useUploads.ts";

/** Spec 2 §2, §8: the file-too-large modal, with each refused file's name and size and the topic's limit. */
export function FileTooLargeDialog({ files, maxUploadSizeMb, onClose }: { files: readonly RefusedFile[]; maxUploadSizeMb: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <ModalDialog title={t`Fichier trop volumineux`} isOpen={files.length > 0} onOpenChange={(open) => (open ? undefined : onClose())} role="alertdialog">
      <p className="dialog-text">
        <Trans>Chaque fichier doit faire au plus {maxUploadSizeMb} Mo. Ces fichiers n'ont pas été envoyés :</Trans>
      </p>
      <ul className="attachment-refused">
        {files.map((file) => (
          <li key={file.name}>
            <span className="attachment-name">{file.name}</span> <span className="attachment-size">{formatFileSize(file.size, i18n.locale)}</span>
          </li>
        ))}
      </ul>
      <Button variant="primary" onPress={onClose} autoFocus>
        <Trans>Compris</Trans>
      </Button>
    </ModalDialog>
  );
}

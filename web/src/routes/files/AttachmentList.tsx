import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/Button.tsx";
import { formatFileSize } from "./format-file-size.ts";
import type { ViewedFile } from "./FileViewer.tsx";

export type ListedFile = ViewedFile & { id: string; size: number };

const VIEWABLE = new Set(["IMAGE", "PDF", "AUDIO", "VIDEO"]);

type Props = { files: readonly ListedFile[]; onView: (file: ListedFile) => void; onDelete?: (file: ListedFile) => void; deletingId?: string | null };

/** The image gallery first, then every file with its size; media open in the viewer, the rest download. */
export function AttachmentList({ files, onView, onDelete, deletingId }: Props) {
  const { t, i18n } = useLingui();
  const images = files.filter((file) => file.mediaKind === "IMAGE");
  if (files.length === 0) return null;
  return (
    <>
      {images.length ? (
        <ul className="attachment-gallery" aria-label={t`Images`}>
          {images.map((file) => (
            <li key={file.id}>
              <button type="button" className="attachment-thumb" onClick={() => onView(file)} aria-label={t`Voir ${file.name}`}>
                <img src={file.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="attachment-list" aria-label={t`Pièces jointes`}>
        {files.map((file) => (
          <li key={file.id} className="attachment-item">
            {VIEWABLE.has(file.mediaKind) ? (
              <button type="button" className="attachment-open" onClick={() => onView(file)}>
                {file.name}
              </button>
            ) : (
              <a className="attachment-open" href={file.url} download={file.name}>
                {file.name}
              </a>
            )}
            <span className="attachment-size">{formatFileSize(file.size, i18n.locale)}</span>
            {file.embedsFiles ? (
              <span className="attachment-mark">
                <Trans>contient des fichiers intégrés</Trans>
              </span>
            ) : null}
            {onDelete ? (
              <Button variant="quiet" onPress={() => onDelete(file)} isPending={deletingId === file.id} aria-label={t`Supprimer ${file.name}`}>
                <Trans>Supprimer</Trans>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

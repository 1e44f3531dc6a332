import { Suspense } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../ui/Button.tsx";
import { lazyComponent } from "../../ui/lazy-component.ts";
import { ModalDialog } from "../../ui/ModalDialog.tsx";
import { EmbeddedFilesNote } from "./EmbeddedFilesNote.tsx";

// The PDF preview loads when a PDF is opened (issue 18).
const PdfPreview = lazyComponent(() => import("./PdfPreview.tsx").then((module) => module.PdfPreview));

/** `embedsFiles`: a PDF that carries files of its own (File.embedsFiles), said beside it. */
export type ViewedFile = { name: string; url: string; mediaKind: string; embedsFiles?: boolean };

/** Spec 2 §2: the inline viewer for images, PDF, audio and video; Escape closes it (react-aria's modal). */
export function FileViewer({ file, onClose }: { file: ViewedFile | null; onClose: () => void }) {
  return (
    <ModalDialog title={file?.name ?? ""} isOpen={file !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {file ? (
        <div className="file-viewer">
          {file.mediaKind === "IMAGE" ? <img src={file.url} alt={file.name} /> : null}
          {file.mediaKind === "PDF" && file.embedsFiles ? <EmbeddedFilesNote /> : null}
          {file.mediaKind === "PDF" ? (
            <Suspense fallback={null}>
              <PdfPreview url={file.url} name={file.name} />
            </Suspense>
          ) : null}
          {file.mediaKind === "AUDIO" ? <audio src={file.url} controls aria-label={file.name} /> : null}
          {file.mediaKind === "VIDEO" ? <video src={file.url} controls aria-label={file.name} /> : null}
        </div>
      ) : null}
      <div className="file-viewer-actions">
        {file ? (
          <a className="button button-secondary" href={file.url} download={file.name}>
            <Trans>Télécharger</Trans>
          </a>
        ) : null}
        <Button variant="primary" onPress={onClose}>
          <Trans>Fermer</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}

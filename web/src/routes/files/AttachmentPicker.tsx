import { Suspense, useEffect, type DragEvent } from "react";
import { Trans } from "@lingui/react/macro";
import { UploadIcon } from "../../ui/icons.tsx";
import { lazyComponent } from "../../ui/lazy-component.ts";

/** Spec 2 §9: folders (medical imaging) only when the topic takes files of 1024 MB or more. */
export const FOLDER_UPLOAD_MIN_MB = 1024;

export type AttachmentPickerProps = { allowsFolders: boolean; isDisabled?: boolean; onFiles: (files: File[]) => void };

// The drop zone and file triggers (react-aria's drag and drop, with its strings) are a chunk of
// their own, fetched once the request or consult page has shown (issue 18: its first paint does
// not wait for the uploader).
const AttachmentPickerContent = lazyComponent(() => import("./AttachmentPickerContent.tsx").then((module) => module.AttachmentPickerContent));

/** Until the picker arrives: the same box, its buttons not yet usable, and a drop that does nothing (not the browser opening the file). */
function PickerStandIn({ allowsFolders }: { allowsFolders: boolean }) {
  const ignore = (event: DragEvent) => event.preventDefault();
  return (
    <div className="drop-zone attachment-drop" onDragOver={ignore} onDrop={ignore}>
      <UploadIcon />
      <span className="drop-zone-hint">{allowsFolders ? <Trans>Glissez vos fichiers ou un dossier d'imagerie ici</Trans> : <Trans>Glissez vos fichiers ici</Trans>}</span>
    </div>
  );
}

/** Drag and drop, a file picker and, when allowed, a folder picker; keyboard users get the buttons. */
export function AttachmentPicker(props: AttachmentPickerProps) {
  useEffect(() => AttachmentPickerContent.preload(), []);
  return (
    <Suspense fallback={<PickerStandIn allowsFolders={props.allowsFolders} />}>
      <AttachmentPickerContent {...props} />
    </Suspense>
  );
}

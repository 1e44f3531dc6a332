import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { AttachmentList, type ListedFile } from "./AttachmentList.tsx";
import { AttachmentPicker, FOLDER_UPLOAD_MIN_MB } from "./AttachmentPicker.tsx";
import { FileTooLargeDialog } from "./FileTooLargeDialog.tsx";
import { FileViewer } from "./FileViewer.tsx";
import { MEGABYTE } from "./format-file-size.ts";
import { UploadProgressList } from "./UploadProgressList.tsx";
import { useUploads } from "./useUploads.ts";
import "./attachments.css";

export type MessageAttachmentsProps = {
  /** The draft message's database id (Message.databaseId or the REST id): files go to /api/v1/messages/{id}/files/. */
  messageId: number;
  /** The message's files as the composer's fragment reads them: `files { id name size mediaKind embedsFiles url }`. */
  files: readonly ListedFile[];
  /** The request's Request.maxUploadSizeMb. */
  maxUploadSizeMb: number;
  /** After each upload: refetch the message (or its request) so `files` shows the new one. */
  onUploaded: () => void;
  /** True while an upload runs: sending waits for it (spec 2 §5 "attachments are not loading"). */
  onBusyChange?: (busy: boolean) => void;
};

/** The attachment piece of a message composer (spec 2 §3 Message.files); mounted by the messages area. */
export function MessageAttachments({ messageId, files, maxUploadSizeMb, onUploaded, onBusyChange }: MessageAttachmentsProps) {
  const { t } = useLingui();
  const [viewed, setViewed] = useState<ListedFile | null>(null);
  const uploads = useUploads({ url: `/api/v1/messages/${messageId}/files/`, maxBytes: maxUploadSizeMb * MEGABYTE, onUploaded, onBusyChange });
  return (
    <div className="message-attachments" aria-label={t`Pièces jointes du message`} role="group">
      <AttachmentList files={files} onView={setViewed} />
      <UploadProgressList rows={uploads.rows} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      <AttachmentPicker allowsFolders={maxUploadSizeMb >= FOLDER_UPLOAD_MIN_MB} onFiles={uploads.addFiles} />
      <FileTooLargeDialog files={uploads.refused} maxUploadSizeMb={maxUploadSizeMb} onClose={uploads.clearRefused} />
      <FileViewer file={viewed} onClose={() => setViewed(null)} />
    </div>
  );
}

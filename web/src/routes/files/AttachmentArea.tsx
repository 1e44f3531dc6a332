import { useCallback, useState } from "react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AttachmentArea_request$key } from "../../__generated__/AttachmentArea_request.graphql";
import type { AttachmentAreaRefetchQuery } from "../../__generated__/AttachmentAreaRefetchQuery.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { AttachmentList, type ListedFile } from "./AttachmentList.tsx";
import { AttachmentPicker, FOLDER_UPLOAD_MIN_MB } from "./AttachmentPicker.tsx";
import { FileTooLargeDialog } from "./FileTooLargeDialog.tsx";
import { FileViewer } from "./FileViewer.tsx";
import { MEGABYTE } from "./format-file-size.ts";
import { UploadProgressList } from "./UploadProgressList.tsx";
import { useDeleteRequestFileMutation } from "./useDeleteRequestFileMutation.ts";
import { useUploads } from "./useUploads.ts";
import "./attachments.css";

type Props = {
  request: AttachmentArea_request$key;
  /** The sender side of a draft: may add and delete files. */
  editable: boolean;
  /** True while an upload or a delete runs: publishing waits for it (spec 2 §5). */
  onBusyChange?: (busy: boolean) => void;
};

/** Spec 2 §2 "Attachment area" of a request. */
export function AttachmentArea({ request, editable, onBusyChange }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [data, refetch] = useRefetchableFragment<AttachmentAreaRefetchQuery, AttachmentArea_request$key>(
    graphql`
      fragment AttachmentArea_request on Request @refetchable(queryName: "AttachmentAreaRefetchQuery") {
        databaseId
        maxUploadSizeMb
        filesZipUrl
        files {
          id
          name
          size
          mediaKind
          embedsFiles
          url
        }
      }
    `,
    request,
  );
  const [viewed, setViewed] = useState<ListedFile | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteFile] = useDeleteRequestFileMutation();
  const refresh = useCallback(() => refetch({}, { fetchPolicy: "network-only" }), [refetch]);
  const [uploadsBusy, setUploadsBusy] = useState(false);
  const busyChanged = useCallback(
    (busy: boolean) => {
      setUploadsBusy(busy);
      onBusyChange?.(busy || deletingId !== null);
    },
    [onBusyChange, deletingId],
  );
  const uploads = useUploads({ url: `/api/v1/requests/${data.databaseId}/files/`, maxBytes: data.maxUploadSizeMb * MEGABYTE, onUploaded: refresh, onBusyChange: busyChanged });

  const remove = async (file: ListedFile) => {
    setDeletingId(file.id);
    setDeleteError(null);
    onBusyChange?.(true);
    const outcome = await deleteFile(file.id);
    setDeletingId(null);
    onBusyChange?.(uploadsBusy);
    if (!outcome.ok) setDeleteError(errorText(outcome.error));
  };

  return (
    <section className="panel attachment-area" aria-labelledby="attachments-title">
      <div className="attachment-header">
        <h2 id="attachments-title" className="panel-title">
          <Trans>Pièces jointes</Trans> <span className="panel-count">({data.files.length})</span>
        </h2>
        {data.files.length > 1 ? (
          <a className="button button-quiet" href={data.filesZipUrl} download>
            <Trans>Tout télécharger (zip)</Trans>
          </a>
        ) : null}
      </div>
      {data.files.length === 0 && !editable ? (
        <p className="attachment-empty">
          <Trans>Aucune pièce jointe.</Trans>
        </p>
      ) : null}
      <AttachmentList files={data.files} onView={setViewed} onDelete={editable ? (file) => void remove(file) : undefined} deletingId={deletingId} />
      {deleteError ? (
        <p className="attachment-error" role="alert">
          {deleteError}
        </p>
      ) : null}
      {editable ? (
        <>
          <UploadProgressList rows={uploads.rows} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
          <AttachmentPicker allowsFolders={data.maxUploadSizeMb >= FOLDER_UPLOAD_MIN_MB} onFiles={uploads.addFiles} />
          <p className="attachment-limit">{t`${data.maxUploadSizeMb} Mo au plus par fichier.`}</p>
        </>
      ) : null}
      <FileTooLargeDialog files={uploads.refused} maxUploadSizeMb={data.maxUploadSizeMb} onClose={uploads.clearRefused} />
      <FileViewer file={viewed} onClose={() => setViewed(null)} />
    </section>
  );
}

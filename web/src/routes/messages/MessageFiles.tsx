import { useState } from "react";
import { AttachmentList, type ListedFile } from "../files/AttachmentList.tsx";
import { FileViewer } from "../files/FileViewer.tsx";

/** A sent message's attachments, with the same gallery and viewer as the request's. */
export function MessageFiles({ files }: { files: readonly ListedFile[] }) {
  const [viewed, setViewed] = useState<ListedFile | null>(null);
  return (
    <>
      <AttachmentList files={files} onView={setViewed} />
      <FileViewer file={viewed} onClose={() => setViewed(null)} />
    </>
  );
}

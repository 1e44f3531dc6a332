import { useCallback, useEffect, useRef, useState } from "react";
import { uploadFile } from "./upload-request.ts";

export type UploadRow = { key: string; name: string; size: number; progress: number; errorCode: string | null };
export type RefusedFile = { name: string; size: number };

type Options = {
  /** The REST upload route, e.g. /api/v1/requests/42/files/. */
  url: string;
  /** The per-file limit in bytes (the topic's, spec 2 §9). */
  maxBytes: number;
  /** After each successful upload: refetch the files. */
  onUploaded: () => void;
  onBusyChange?: (busy: boolean) => void;
};

let nextKey = 0;

/**
 * Uploads in flight, one call per file so that each has its progress bar and its cancel.
 * Files over the limit are not sent at all: they are listed for the file-too-large modal.
 */
export function useUploads({ url, maxBytes, onUploaded, onBusyChange }: Options) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const cancels = useRef(new Map<string, () => void>());
  const busy = rows.some((row) => row.errorCode === null);

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // Leaving the page cancels what is still running: nothing half-sent stays on the server.
  useEffect(() => {
    const running = cancels.current;
    return () => running.forEach((cancel) => cancel());
  }, []);

  const update = (key: string, change: Partial<UploadRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const remove = useCallback((key: string) => setRows((current) => current.filter((row) => row.key !== key)), []);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const tooLarge = files.filter((file) => file.size > maxBytes);
      if (tooLarge.length) setRefused(tooLarge.map((file) => ({ name: file.name, size: file.size })));
      for (const file of files.filter((f) => f.size <= maxBytes)) {
        const key = `upload-${nextKey++}`;
        setRows((current) => [...current, { key, name: file.name, size: file.size, progress: 0, errorCode: null }]);
        const upload = uploadFile(url, file, (progress) => update(key, { progress }));
        cancels.current.set(key, upload.cancel);
        void upload.done.then((outcome) => {
          cancels.current.delete(key);
          if (outcome.ok) {
            remove(key);
            onUploaded();
          } else if (outcome.code === "aborted") {
            remove(key);
          } else {
            update(key, { errorCode: outcome.code });
          }
        });
      }
    },
    [url, maxBytes, onUploaded, remove],
  );

  const cancel = useCallback((key: string) => cancels.current.get(key)?.(), []);
  return { rows, refused, clearRefused: () => setRefused([]), addFiles, cancel, dismiss: remove, busy };
}

import { csrfTokenFrom } from "../../relay/csrf.ts";

export type UploadAnswer = { id: number; name: string; url: string; media_kind: string; size: number };

export type UploadOutcome = { ok: true; files: UploadAnswer[] } | { ok: false; code: string };

/**
 * One multipart upload over XMLHttpRequest: fetch reports no upload progress. The session
 * cookie goes along (same origin) and the CSRF token in its header, as for every write.
 */
export function uploadFile(url: string, file: File, onProgress: (fraction: number) => void): { done: Promise<UploadOutcome>; cancel: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.open("POST", url);
    xhr.withCredentials = true;
    const token = csrfTokenFrom(document.cookie);
    if (token) xhr.setRequestHeader("X-CSRF-Token", token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201 && Array.isArray(body)) resolve({ ok: true, files: body as UploadAnswer[] });
      else resolve({ ok: false, code: (body as { code?: string } | null)?.code ?? (xhr.status === 413 ? "file_too_large" : "internal_error") });
    };
    xhr.onerror = () => resolve({ ok: false, code: "network_error" });
    xhr.onabort = () => resolve({ ok: false, code: "aborted" });
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
  return { done, cancel: () => xhr.abort() };
}

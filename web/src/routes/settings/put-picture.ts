import { csrfTokenFrom } from "../../relay/csrf.ts";

export type PutPictureOutcome = { ok: true; response: Response } | { ok: false; code: string; message: string | null };

/**
 * PUT of one picture as the multipart field `file` (spec 2 §7): files go over REST, not GraphQL,
 * so the call carries the CSRF header and the language itself. A refusal comes back as its code
 * and the server's translated message; the caller reads a success's body (JSON or an image).
 */
export async function putPicture(path: string, picture: Blob, fileName: string, locale: string): Promise<PutPictureOutcome> {
  const body = new FormData();
  body.append("file", picture, fileName);
  try {
    const response = await fetch(path, {
      method: "PUT",
      credentials: "same-origin",
      headers: { "accept-language": locale, "x-csrf-token": csrfTokenFrom(document.cookie) ?? "" },
      body,
    });
    if (response.ok) return { ok: true, response };
    const answer: unknown = await response.json().catch(() => null);
    const record = typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>) : {};
    // A body cut at the size limit may come back without JSON: the status still says why.
    const code = typeof record.code === "string" ? record.code : response.status === 413 ? "file_too_large" : "internal_error";
    return { ok: false, code, message: typeof record.message === "string" ? record.message : null };
  } catch {
    return { ok: false, code: "network_error", message: null };
  }
}

/** The value of a string field of a JSON answer ("" when missing). */
export async function jsonField(response: Response, field: string): Promise<string> {
  const answer: unknown = await response.json().catch(() => null);
  const value = typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>)[field] : undefined;
  return typeof value === "string" ? value : "";
}

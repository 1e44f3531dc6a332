import { csrfTokenFrom } from "../../relay/csrf.ts";
import { uploadOutcome, type UploadOutcome } from "./identity-file.ts";

/**
 * POST /api/v1/users/me/identification (multipart field `file`): the one upload of the app,
 * outside GraphQL, so it carries the CSRF header and the language itself.
 */
export async function uploadIdentityDocument(file: File, locale: string): Promise<UploadOutcome> {
  const body = new FormData();
  body.append("file", file, file.name);
  try {
    const response = await fetch("/api/v1/users/me/identification", {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "accept-language": locale, "x-csrf-token": csrfTokenFrom(document.cookie) ?? "" },
      body,
    });
    return uploadOutcome({ status: response.status, body: await response.json().catch(() => null) });
  } catch {
    return { ok: false, code: "network_error", message: null };
  }
}

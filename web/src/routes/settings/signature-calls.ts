import { csrfTokenFrom } from "../../relay/csrf.ts";
import { jsonField, putPicture } from "./put-picture.ts";

export type SignatureCallOutcome<T> = { ok: true; value: T } | { ok: false; code: string; message: string | null };

/** PUT /api/v1/signature_extraction: the ink of an imported picture, as a transparent PNG for the preview; the server stores nothing. */
export async function extractSignature(picture: Blob, locale: string): Promise<SignatureCallOutcome<Blob>> {
  const outcome = await putPicture("/api/v1/signature_extraction", picture, "signature.jpg", locale);
  if (!outcome.ok) return outcome;
  return { ok: true, value: await outcome.response.blob() };
}

/** PUT /api/v1/users/{id}/signature_picture: the signature kept (the server extracts the ink once more); answers its new address. */
export async function saveSignature(userId: number, picture: Blob, locale: string): Promise<SignatureCallOutcome<string>> {
  const outcome = await putPicture(`/api/v1/users/${userId}/signature_picture`, picture, "signature.png", locale);
  return outcome.ok ? { ok: true, value: await jsonField(outcome.response, "signature_picture_url") } : outcome;
}

/** DELETE /api/v1/users/{id}/signature_picture. */
export async function removeSignature(userId: number, locale: string): Promise<SignatureCallOutcome<null>> {
  try {
    const response = await fetch(`/api/v1/users/${userId}/signature_picture`, {
      method: "DELETE",
      credentials: "same-origin",
      headers: { accept: "application/json", "accept-language": locale, "x-csrf-token": csrfTokenFrom(document.cookie) ?? "" },
    });
    if (response.ok) return { ok: true, value: null };
    return { ok: false, code: (await jsonField(response.clone(), "code")) || "internal_error", message: (await jsonField(response, "message")) || null };
  } catch {
    return { ok: false, code: "network_error", message: null };
  }
}

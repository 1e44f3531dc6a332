import { csrfTokenFrom } from "../../relay/csrf.ts";

export type ProfilePictureOutcome = { ok: true; url: string } | { ok: false; code: string; message: string | null };

/**
 * PUT /api/v1/users/{id}/profile_picture (multipart field `file`): files go over REST, not
 * GraphQL, so the call carries the CSRF header and the language itself. The server squares,
 * shrinks and re-encodes the picture (no EXIF, no GPS) and answers its new address.
 */
export async function uploadProfilePicture(userId: number, picture: Blob, locale: string): Promise<ProfilePictureOutcome> {
  const body = new FormData();
  body.append("file", picture, "avatar.jpg");
  try {
    const response = await fetch(`/api/v1/users/${userId}/profile_picture`, {
      method: "PUT",
      credentials: "same-origin",
      headers: { accept: "application/json", "accept-language": locale, "x-csrf-token": csrfTokenFrom(document.cookie) ?? "" },
      body,
    });
    const answer: unknown = await response.json().catch(() => null);
    const record = typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>) : {};
    if (response.ok) return { ok: true, url: typeof record.profile_picture_url === "string" ? record.profile_picture_url : "" };
    // A body cut at the size limit may come back without JSON: the status still says why.
    const code = typeof record.code === "string" ? record.code : response.status === 413 ? "file_too_large" : "internal_error";
    return { ok: false, code, message: typeof record.message === "string" ? record.message : null };
  } catch {
    return { ok: false, code: "network_error", message: null };
  }
}

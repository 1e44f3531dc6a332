import { jsonField, putPicture } from "./put-picture.ts";

export type ProfilePictureOutcome = { ok: true; url: string } | { ok: false; code: string; message: string | null };

/** PUT /api/v1/users/{id}/profile_picture: the server squares, shrinks and re-encodes the picture (no EXIF, no GPS) and answers its new address. */
export async function uploadProfilePicture(userId: number, picture: Blob, locale: string): Promise<ProfilePictureOutcome> {
  const outcome = await putPicture(`/api/v1/users/${userId}/profile_picture`, picture, "avatar.jpg", locale);
  return outcome.ok ? { ok: true, url: await jsonField(outcome.response, "profile_picture_url") } : outcome;
}

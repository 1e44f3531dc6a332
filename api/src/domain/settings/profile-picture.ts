import type { Sharp } from "sharp";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { ownSettingsWhere } from "./access.ts";
import { incomingFiles, MAX_INPUT_PIXELS, openUserPicture, PICTURE_MAX_UPLOAD_BYTES, readOneFile, replaceUserPicture, type PictureDownload } from "./user-picture.ts";

// Spec 2 §5 "Avatar", §7 "Settings and profile": PUT/GET users/{id}/profile_picture.

/** Spec 2 §9: the avatar is at most 1024×1024. */
export const AVATAR_MAX_SIDE = 1024;
/** A phone photo is a few MB; anything far larger is not an avatar and is cut while it streams. */
export const AVATAR_MAX_UPLOAD_BYTES = PICTURE_MAX_UPLOAD_BYTES;
export const setProfilePictureInput = z.object({ userId: dbIdSchema, files: incomingFiles });

/**
 * Decodes any image sharp reads, turns it upright by its EXIF orientation, keeps a centred square
 * (the browser already crops one; an API client may not), shrinks it to at most 1024×1024 and
 * re-encodes it as JPEG. sharp writes no metadata unless asked, so no EXIF (GPS, camera, date)
 * survives. A picture of one flat colour, or fully transparent, is the empty crop of spec 2 §5.
 */
export async function normaliseAvatar(bytes: Uint8Array): Promise<Uint8Array> {
  // Loaded on the first picture, not at start: libvips stays out of an idle server's memory
  // (issue 18 item 6: about 10 MiB resident).
  const { default: sharp } = await import("sharp");
  let image: Sharp;
  let side: number;
  try {
    image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    const meta = await image.metadata();
    const upright = (meta.orientation ?? 1) >= 5;
    const width = upright ? meta.height : meta.width;
    const height = upright ? meta.width : meta.height;
    side = Math.min(width, height, AVATAR_MAX_SIDE);
    const stats = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).stats();
    const flat = stats.channels.every((channel) => channel.min === channel.max);
    const transparent = stats.channels.length === 4 && stats.channels[3]?.max === 0;
    if (flat || transparent) throw new DomainError("picture_empty", "file");
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("file_type_refused", "file");
  }
  const jpeg = await image
    .resize(side, side, { fit: "cover", position: "centre" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(jpeg);
}

/**
 * PUT users/{id}/profile_picture: the owner's alone (another account answers 404 as a missing
 * one). The original never stays on disk: only the re-encoded picture is kept (user-picture.ts).
 */
export async function setProfilePicture(deps: Deps, viewer: Viewer | null, raw: z.input<typeof setProfilePictureInput>): Promise<{ fileId: number }> {
  const input = parseInput(setProfilePictureInput, raw);
  const owner = await deps.db.user.findFirst({ where: ownSettingsWhere(viewer, input.userId), select: { id: true } });
  if (!owner) throw new DomainError("not_found");
  const picture = await normaliseAvatar(await readOneFile(deps, input.files));
  const { fileId } = await replaceUserPicture(deps, owner.id, "profilePictureId", { bytes: picture, name: "avatar.jpg", contentType: "image/jpeg" });
  if (fileId === null) throw new Error("a stored avatar has a file");
  return { fileId };
}

export const readProfilePictureInput = z.object({ userId: dbIdSchema });

/** GET users/{id}/profile_picture: any validated user sees any avatar (spec 2 §7); none set answers not_found. */
export async function readProfilePicture(deps: Deps, viewer: Viewer | null, raw: z.input<typeof readProfilePictureInput>): Promise<PictureDownload> {
  const input = parseInput(readProfilePictureInput, raw);
  if (viewer === null || (!viewer.validated && viewer.userId !== input.userId)) throw new DomainError("not_found");
  return openUserPicture(deps, input.userId, "profilePictureId");
}

/** The address of a user's avatar, with the file id so that a new picture is a new address (cacheable). */
export function profilePictureUrl(userId: number, fileId: number | null): string | null {
  return fileId === null ? null : `/api/v1/users/${userId}/profile_picture?id=${fileId}`;
}

import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { ownSettingsWhere } from "./access.ts";
import { extractSignatureInk } from "./signature-ink.ts";
import { incomingFiles, openUserPicture, readOneFile, replaceUserPicture, type PictureDownload } from "./user-picture.ts";

// Spec 2 §4 "Signature modal", §7 "Settings and profile": PUT/GET users/{id}/signature_picture and
// the signature extraction. A signature is its owner's alone: no route shows it to anyone else;
// the documents it signs read it on the server (readSignatureForDocument).

export const extractSignatureInput = z.object({ files: incomingFiles });

/**
 * PUT /signature_extraction: the ink of an imported signature as a transparent PNG, for the
 * modal's preview. Nothing is stored: the user then saves it (or goes back).
 */
export async function extractSignature(deps: Deps, viewer: Viewer | null, raw: z.input<typeof extractSignatureInput>): Promise<Uint8Array> {
  if (viewer === null) throw new DomainError("unauthenticated");
  const input = parseInput(extractSignatureInput, raw);
  return extractSignatureInk(await readOneFile(deps, input.files));
}

export const setSignaturePictureInput = z.object({ userId: dbIdSchema, files: incomingFiles });

/**
 * PUT users/{id}/signature_picture: the owner's alone (another account answers 404 as a missing
 * one). A drawing (transparent already) and an extracted import go through the same extraction,
 * so whatever a client sends, what is kept is ink on transparency, without metadata.
 */
export async function setSignaturePicture(deps: Deps, viewer: Viewer | null, raw: z.input<typeof setSignaturePictureInput>): Promise<{ fileId: number }> {
  const input = parseInput(setSignaturePictureInput, raw);
  const owner = await deps.db.user.findFirst({ where: ownSettingsWhere(viewer, input.userId), select: { id: true } });
  if (!owner) throw new DomainError("not_found");
  const picture = await extractSignatureInk(await readOneFile(deps, input.files));
  const { fileId } = await replaceUserPicture(deps, owner.id, "signaturePictureId", { bytes: picture, name: "signature.png", contentType: "image/png" });
  if (fileId === null) throw new Error("a stored signature has a file");
  return { fileId };
}

export const ownSignatureInput = z.object({ userId: dbIdSchema });

/** DELETE users/{id}/signature_picture: the owner removes their signature (none set is no error). */
export async function removeSignaturePicture(deps: Deps, viewer: Viewer | null, raw: z.input<typeof ownSignatureInput>): Promise<void> {
  const input = parseInput(ownSignatureInput, raw);
  const owner = await deps.db.user.findFirst({ where: ownSettingsWhere(viewer, input.userId), select: { id: true } });
  if (!owner) throw new DomainError("not_found");
  await replaceUserPicture(deps, owner.id, "signaturePictureId", null);
}

/** GET users/{id}/signature_picture: its owner only; anyone else, validated or super user, gets not_found as for a missing one. */
export async function readSignaturePicture(deps: Deps, viewer: Viewer | null, raw: z.input<typeof ownSignatureInput>): Promise<PictureDownload> {
  const input = parseInput(ownSignatureInput, raw);
  const owner = await deps.db.user.findFirst({ where: ownSettingsWhere(viewer, input.userId), select: { id: true } });
  if (!owner) throw new DomainError("not_found");
  return openUserPicture(deps, owner.id, "signaturePictureId");
}

/**
 * The signature of a document's signer, for the documents area (reports, prescriptions) to embed
 * on the server. It checks nobody: the caller has already decided that this user signs this
 * document. null when the user has no signature.
 */
export async function readSignatureForDocument(deps: Pick<Deps, "db" | "storage">, signerId: number): Promise<Uint8Array | null> {
  const user = await deps.db.user.findUnique({ where: { id: signerId }, select: { signaturePictureId: true } });
  if (user?.signaturePictureId == null) return null;
  const file = await deps.db.file.findFirst({ where: { id: user.signaturePictureId, requestId: null, messageId: null }, select: { storageKey: true } });
  return file ? deps.storage.get(file.storageKey) : null;
}

/** The address of the viewer's own signature, with the file id so that a new one is a new address. */
export function signaturePictureUrl(userId: number, fileId: number | null): string | null {
  return fileId === null ? null : `/api/v1/users/${userId}/signature_picture?id=${fileId}`;
}

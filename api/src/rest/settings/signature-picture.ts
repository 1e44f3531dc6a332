import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH } from "../../domain/settings/signature-ink.ts";
import { extractSignature, readSignaturePicture, removeSignaturePicture, setSignaturePicture, signaturePictureUrl } from "../../domain/settings/signature-picture.ts";
import { PICTURE_MAX_UPLOAD_BYTES } from "../../domain/settings/user-picture.ts";
import { readMultipart } from "../files/multipart.ts";
import { pictureDownload } from "./picture-download.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §4 "Signature modal", §7 "Settings and profile": PUT/GET users/{id}/signature_picture, the
// signature extraction (PUT /signature_extraction: the spec names no path) and, beyond the spec,
// DELETE users/{id}/signature_picture. A signature is its owner's alone: no route shows it to others.

const params = z.object({ id: dbIdSchema });
const upload = { mediaType: "multipart/form-data", maxBytes: PICTURE_MAX_UPLOAD_BYTES, streamed: true };
const INK = `The ink is kept: the white or light paper becomes transparent, the result is cut to the ink with a small margin, fits in ${SIGNATURE_MAX_WIDTH}×${SIGNATURE_MAX_HEIGHT} and is a PNG without metadata.`;

export const signaturePictureRoutes = [
  defineRoute({
    method: "PUT",
    path: "/signature_extraction",
    operationId: "extractSignature",
    tag: "settings",
    summary: `Extract the ink of a signature for a preview; nothing is stored. Multipart: one \`file\` part, any image, at most 20 MB; the answer is image/png. ${INK} Not an image: 422 file_type_refused; no ink: 422 picture_empty.`,
    auth: "loggedIn",
    errors: ["file_too_large", "file_type_refused", "picture_empty"],
    rawBody: upload,
    response: z.string().describe("image/png"),
    handler: async (context) => {
      const body = readMultipart(context.request);
      const png = await extractSignature(domainDeps(context), context.viewer, { files: body.files });
      return { raw: png, headers: { "content-type": "image/png", "x-content-type-options": "nosniff", "cache-control": "no-store" } };
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/users/{id}/signature_picture",
    operationId: "setSignaturePicture",
    tag: "settings",
    summary: `Set the caller's own handwritten signature. Multipart: one \`file\` part (a drawing as a transparent PNG, or an image of ink on light paper), at most 20 MB. ${INK} Not an image: 422 file_type_refused; no ink: 422 picture_empty; another account: 404.`,
    auth: "loggedIn",
    errors: ["file_too_large", "file_type_refused", "picture_empty"],
    params,
    rawBody: upload,
    response: z.object({ id: z.number().int(), signature_picture_id: z.number().int(), signature_picture_url: z.string() }),
    handler: async (context, { params: { id } }) => {
      const body = readMultipart(context.request);
      const { fileId } = await setSignaturePicture(domainDeps(context), context.viewer, { userId: id, files: body.files });
      return { body: { id, signature_picture_id: fileId, signature_picture_url: signaturePictureUrl(id, fileId) ?? "" } };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/users/{id}/signature_picture",
    operationId: "readSignaturePicture",
    tag: "settings",
    summary: "The caller's own handwritten signature (PNG with transparency). Only its owner reads it: anyone else's, like a missing one or none set, answers 404. The `id` query names its version so that its address changes with it.",
    auth: "loggedIn",
    params,
    query: z.object({ id: z.string().max(20).optional().describe("The signature's id, as given by signature_picture_url; only for caching.") }),
    response: z.string().describe("image/png"),
    handler: async (context, { params: { id } }) => {
      return pictureDownload(await readSignaturePicture(domainDeps(context), context.viewer, { userId: id }));
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/users/{id}/signature_picture",
    operationId: "removeSignaturePicture",
    tag: "settings",
    summary: "Remove the caller's own handwritten signature (none set is no error); another account: 404.",
    auth: "loggedIn",
    params,
    response: z.object({ id: z.number().int(), signature_picture_id: z.null() }),
    handler: async (context, { params: { id } }) => {
      await removeSignaturePicture(domainDeps(context), context.viewer, { userId: id });
      return { body: { id, signature_picture_id: null } };
    },
  }),
];

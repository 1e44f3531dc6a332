import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { AVATAR_MAX_UPLOAD_BYTES, profilePictureUrl, readProfilePicture, setProfilePicture } from "../../domain/settings/profile-picture.ts";
import { readMultipart } from "../files/multipart.ts";
import { pictureDownload } from "./picture-download.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §7 "Settings and profile": PUT/GET users/{id}/profile_picture.

const params = z.object({ id: dbIdSchema });

export const profilePictureRoutes = [
  defineRoute({
    method: "PUT",
    path: "/users/{id}/profile_picture",
    operationId: "setProfilePicture",
    tag: "settings",
    summary:
      "Set the caller's own avatar. Multipart: one `file` part, any image (JPEG, PNG, WebP, GIF, AVIF, TIFF…), at most 20 MB. The server keeps a centred square, shrinks it to at most 1024×1024 and re-encodes it as JPEG without any metadata (no EXIF, no GPS). Not an image: 422 file_type_refused; one flat colour or fully transparent (an empty crop): 422 picture_empty; another account: 404.",
    auth: "loggedIn",
    errors: ["file_too_large", "file_type_refused", "picture_empty"],
    params,
    rawBody: { mediaType: "multipart/form-data", maxBytes: AVATAR_MAX_UPLOAD_BYTES, streamed: true },
    response: z.object({ id: z.number().int(), profile_picture_id: z.number().int(), profile_picture_url: z.string() }),
    handler: async (context, { params: { id } }) => {
      const body = readMultipart(context.request);
      const { fileId } = await setProfilePicture(domainDeps(context), context.viewer, { userId: id, files: body.files });
      return { body: { id, profile_picture_id: fileId, profile_picture_url: profilePictureUrl(id, fileId) ?? "" } };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/users/{id}/profile_picture",
    operationId: "readProfilePicture",
    tag: "settings",
    summary: "A user's avatar (JPEG), for any validated user (and its owner). The `id` query names the picture's version so that its address changes with it; 404 when none is set.",
    auth: "loggedIn",
    params,
    query: z.object({ id: z.string().max(20).optional().describe("The picture's id, as given by profile_picture_url; only for caching.") }),
    response: z.string().describe("image/jpeg"),
    handler: async (context, { params: { id } }) => {
      return pictureDownload(await readProfilePicture(domainDeps(context), context.viewer, { userId: id }));
    },
  }),
];

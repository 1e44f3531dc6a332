import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { mediaKindOf } from "../../domain/files/attachment-type.ts";
import { deleteRequestFile } from "../../domain/files/delete-file.ts";
import { DEFAULT_MAX_UPLOAD_MB, MEGABYTE } from "../../domain/files/file-names.ts";
import { fileDownloadPath } from "../../domain/files/file-url.ts";
import { readFile, zipRequestFiles } from "../../domain/files/read-files.ts";
import { uploadMessageFiles, uploadRequestFiles, type UploadResult } from "../../domain/files/upload.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { defineRoute } from "../route.ts";
import { contentDisposition, downloadHeaders } from "./content-disposition.ts";
import { clientIdsOf, readMultipart } from "./multipart.ts";
import { toReadableStream } from "./readable-stream.ts";

// Spec 2 §7 "Messages and files" (imaging routes come with the imaging issue).

const uploadedShape = z.object({
  id: z.number().int(),
  client_id: z.string().nullable().describe("The client id sent for this file, in file order, so the client can match answers to its rows."),
  name: z.string(),
  content_type: z.string().describe("Read from the bytes, not from the client's claim."),
  media_kind: z.enum(["pdf", "image", "audio", "video", "other"]),
  size: z.number().int(),
  url: z.string(),
  created_at: z.string(),
});

const uploadBody = {
  mediaType: "multipart/form-data",
  // Documentation only: the real limit is the request's topic's (spec 2 §9), enforced while streaming.
  maxBytes: DEFAULT_MAX_UPLOAD_MB * MEGABYTE,
  streamed: true,
};

function toUploaded({ requestId, files }: UploadResult, clientIds: string[]): z.infer<typeof uploadedShape>[] {
  return files.map((file, i) => ({
    id: file.id,
    client_id: clientIds[i] ?? null,
    name: file.name,
    content_type: file.contentType,
    media_kind: mediaKindOf(file.contentType),
    size: file.size,
    url: fileDownloadPath(requestId, file.id, file.name),
    created_at: file.createdAt.toISOString(),
  }));
}

const requestParams = z.object({ id: dbIdSchema });
const fileParams = z.object({ id: dbIdSchema, fileId: dbIdSchema });

export const fileRoutes = [
  defineRoute({
    method: "POST",
    path: "/requests/{id}/files",
    operationId: "uploadRequestFiles",
    tag: "files",
    summary:
      "Attach files to a draft (sender side). Multipart: one or more `file` parts, and optional client ids (`client_id` once per file, or `client_ids`). Each file is at most the topic's max upload size (50 MB by default), checked while it streams (413 file_too_large), and its type is read from its content (422 file_type_refused). An archive (zip, office document) with an entry naming `..`, an absolute path or a drive, and a PDF carrying JavaScript, a Launch action or an XFA form, are refused (422 invalid_file); a PDF with embedded files is accepted and marked. The names are kept in UTF-8, NFC-normalised, only path separators and control characters replaced. All or nothing.",
    auth: "validated",
    errors: ["upload_forbidden", "file_too_large", "file_type_refused", "invalid_file"],
    params: requestParams,
    rawBody: uploadBody,
    response: z.array(uploadedShape),
    handler: async (context, { params }) => {
      const body = readMultipart(context.request);
      const result = await uploadRequestFiles(domainDeps(context), context.viewer, { requestId: params.id, files: body.files });
      return { status: 201, body: toUploaded(result, clientIdsOf(body.fields)) };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/messages/{id}/files",
    operationId: "uploadMessageFiles",
    tag: "files",
    summary: "Attach files to the viewer's own draft message on a published request; same multipart body, limits and answer as requests/{id}/files.",
    auth: "validated",
    errors: ["upload_forbidden", "file_too_large", "file_type_refused", "invalid_file"],
    params: requestParams,
    rawBody: uploadBody,
    response: z.array(uploadedShape),
    handler: async (context, { params }) => {
      const body = readMultipart(context.request);
      const result = await uploadMessageFiles(domainDeps(context), context.viewer, { messageId: params.id, files: body.files });
      return { status: 201, body: toUploaded(result, clientIdsOf(body.fields)) };
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/requests/{id}/files/{fileId}",
    operationId: "deleteRequestFile",
    tag: "files",
    summary: "Remove an attachment of a draft (sender side) or of the viewer's own draft message.",
    auth: "validated",
    errors: ["upload_forbidden"],
    params: fileParams,
    response: z.null(),
    handler: async (context, { params }) => {
      await deleteRequestFile(domainDeps(context), context.viewer, { requestId: params.id, fileId: params.fileId });
      return { status: 204 };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/requests/{id}/files/zip",
    operationId: "downloadRequestFilesZip",
    tag: "files",
    summary: "Every file of the request the viewer sees, as one zip archive (streamed).",
    auth: "validated",
    params: requestParams,
    response: z.string().describe("application/zip"),
    handler: async (context, { params }) => {
      const archive = await zipRequestFiles(domainDeps(context), context.viewer, { requestId: params.id });
      context.trail.read({ type: "request", id: params.id, requestId: params.id });
      return {
        stream: toReadableStream(archive.content),
        headers: { "content-type": "application/zip", "content-disposition": contentDisposition("attachment", archive.name), "x-content-type-options": "nosniff", "cache-control": "private, no-store" },
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/requests/{id}/files/{fileId}/{name}",
    operationId: "downloadRequestFile",
    tag: "files",
    summary: "One file, with the type read from its content at upload; images, PDF, audio, video and text inline, anything else as a download. The name segment is free (it names the download).",
    auth: "validated",
    params: fileParams.extend({ name: z.string() }),
    response: z.string().describe("The file."),
    handler: async (context, { params }) => {
      const file = await readFile(domainDeps(context), context.viewer, { requestId: params.id, fileId: params.fileId });
      context.trail.read({ type: "file", id: params.fileId, requestId: params.id });
      return { stream: file.content, headers: downloadHeaders(file) };
    },
  }),
];

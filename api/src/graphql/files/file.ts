import { domainDeps } from "../../call/domain-deps.ts";
import { readableFileWhere, requestAttachmentsWhere } from "../../domain/files/access.ts";
import { mediaKindOf } from "../../domain/files/attachment-type.ts";
import { embedsFiles } from "../../domain/files/content-checks.ts";
import { deleteRequestFile } from "../../domain/files/delete-file.ts";
import { DEFAULT_MAX_UPLOAD_MB } from "../../domain/files/file-names.ts";
import { fileDownloadPath, filesZipPath } from "../../domain/files/file-url.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";
import { UserRef } from "../directory/user.ts";
import { decodeGlobalId, toDbId } from "../ids.ts";
import { MessageRef } from "../messages/message.ts";
import { RequestRef } from "../requests/request.ts";
import { findReadableRequest } from "../../domain/requests/gate.ts";

// Files (spec 2 §3 File, §5 Files): attachments of a request and of its messages. Uploads go
// over REST (multipart, with progress in the browser); reading and deleting are here too.

const FileMediaKindEnum = builder.enumType("FileMediaKind", {
  description: "How a file is shown: in the image gallery, the PDF viewer, an audio or video player, or as a download.",
  values: {
    PDF: { value: "pdf", description: "A PDF document." },
    IMAGE: { value: "image", description: "An image browsers show (spec 2 §5 inline image types)." },
    AUDIO: { value: "audio", description: "An audio recording." },
    VIDEO: { value: "video", description: "A video." },
    OTHER: { value: "other", description: "Anything else (archives, DICOM, office documents, text): downloaded." },
  } as const,
});

export const FileRef = builder.prismaNode("File", {
  id: { field: "id" },
  description: "An attachment of a request or of a message; its type was read from its content at upload.",
  // Select mode: a row loads only the columns of the fields asked for (data minimisation);
  // requestId names the request in the access trail (graphql/admin/access-trail-reads.ts).
  select: { id: true, requestId: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [readableFileWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id used by the REST API." }),
    name: t.exposeString("name", { description: "The file name, cleaned of path separators and control characters." }),
    contentType: t.exposeString("contentType", { description: "The media type found in the bytes (not the uploader's claim)." }),
    size: t.float({ description: "Size in bytes (a Float: files may pass 2 GiB).", select: { size: true }, resolve: (file) => Number(file.size) }),
    mediaKind: t.field({ type: FileMediaKindEnum, description: "How the web app shows it.", select: { contentType: true }, resolve: (file) => mediaKindOf(file.contentType) }),
    embedsFiles: t.boolean({
      description: "A PDF that carries embedded files: accepted (a lab's data or a scanned original may ride along) but marked, since a desktop reader would offer to open them. PDFs with JavaScript, Launch actions or XFA forms are refused at upload.",
      select: { metadata: true },
      resolve: (file) => embedsFiles(file.metadata),
    }),
    url: t.string({
      description: "Where it downloads from (REST, cookie session).",
      select: { id: true, requestId: true, name: true },
      resolve: (file) => fileDownloadPath(file.requestId ?? 0, file.id, file.name),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was uploaded." }),
    uploadedBy: t.relation("uploadedBy", { type: UserRef, nullable: true, description: "Who uploaded it (null once that account is gone)." }),
  }),
});

builder.prismaObjectFields(RequestRef, (t) => ({
  files: t.relation("files", {
    type: FileRef,
    description: "The request's own attachments (not its messages' files), oldest first.",
    query: { where: requestAttachmentsWhere, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  }),
  filesZipUrl: t.string({
    description: "Downloads every file of the request the viewer sees as one zip archive.",
    select: { id: true },
    resolve: (request) => filesZipPath(request.id),
  }),
  maxUploadSizeMb: t.int({
    description: "The per-file upload limit in MB of 1,048,576 bytes: the recipient topic's, 50 by default (spec 2 §9). Folders may be sent from 1024 up.",
    select: { recipientTopic: { select: { maxUploadSizeMb: true } } },
    resolve: (request) => request.recipientTopic?.maxUploadSizeMb ?? DEFAULT_MAX_UPLOAD_MB,
  }),
}));

builder.prismaObjectFields(MessageRef, (t) => ({
  files: t.relation("files", { type: FileRef, description: "The message's attachments, oldest first.", query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
}));

const RequestFileDeleted = builder.objectRef<{ fileId: number; requestId: number }>("RequestFileDeleted").implement({
  description: "The file is gone (row and stored object).",
  fields: (t) => ({
    deletedFileId: t.globalID({ description: "The deleted file's global id (for @deleteRecord).", resolve: (deleted) => ({ type: "File", id: deleted.fileId }) }),
    request: t.prismaField({
      type: "Request",
      nullable: true,
      description: "The request, to refetch its files.",
      resolve: (query, deleted, _args, context) => findReadableRequest(context.prisma, context.viewer, deleted.requestId, query),
    }),
  }),
});

builder.mutationField("deleteRequestFile", (t) =>
  t.field({
    type: builder.errorUnion("DeleteRequestFileResult", {
      description: "Deleted, or a DomainError: upload_forbidden, not_found.",
      types: [RequestFileDeleted, DomainError],
      resolveType: () => RequestFileDeleted,
    }),
    authScopes: { validated: true },
    description: "Removes an attachment of a draft (sender side) or of the viewer's own draft message; refused with upload_forbidden otherwise.",
    args: { id: t.arg.id({ required: true, description: "The File's global id." }) },
    resolve: async (_root, { id }, context) => {
      const decoded = decodeGlobalId(String(id));
      const fileId = decoded.typename === "File" ? toDbId(decoded.id) : 0;
      if (fileId === 0) throw new DomainError("not_found");
      const deleted = await deleteRequestFile(domainDeps(context), context.viewer, { fileId });
      return { fileId: deleted.id, requestId: deleted.requestId };
    },
  }),
);

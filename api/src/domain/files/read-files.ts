import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { readableRequestWhere } from "../requests/access.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { readableFileWhere } from "./access.ts";
import { uniqueNames } from "./file-names.ts";
import { zipStream } from "./zip-stream.ts";

export const readFileInput = z.object({ requestId: dbIdSchema, fileId: dbIdSchema });

export type FileDownload = { name: string; contentType: string; size: number; content: ReadableStream<Uint8Array> };

/** GET requests/{id}/files/{fileId}/{name}: a file the viewer may read, else not_found exactly like a missing one. */
export async function readFile(deps: Deps, viewer: Viewer | null, raw: z.input<typeof readFileInput>): Promise<FileDownload> {
  const input = parseInput(readFileInput, raw);
  const file = await deps.db.file.findFirst({
    where: { id: input.fileId, requestId: input.requestId, AND: [readableFileWhere(viewer)] },
    select: { name: true, contentType: true, size: true, storageKey: true },
  });
  if (!file) throw new DomainError("not_found");
  return { name: file.name, contentType: file.contentType, size: Number(file.size), content: deps.storage.stream(file.storageKey) };
}

export const zipRequestFilesInput = z.object({ requestId: dbIdSchema });

/** GET requests/{id}/files/zip: every file of the request the viewer sees (its attachments and its messages'), oldest first. */
export async function zipRequestFiles(deps: Deps, viewer: Viewer | null, raw: z.input<typeof zipRequestFilesInput>): Promise<{ name: string; content: AsyncIterable<Uint8Array> }> {
  const input = parseInput(zipRequestFilesInput, raw);
  const request = await deps.db.request.findFirst({ where: { id: input.requestId, AND: [readableRequestWhere(viewer)] }, select: { id: true } });
  if (!request) throw new DomainError("not_found");
  const files = await deps.db.file.findMany({
    where: { requestId: input.requestId, AND: [readableFileWhere(viewer)] },
    select: { name: true, storageKey: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const names = uniqueNames(files.map((file) => file.name));
  const entries = files.map((file, i) => ({ name: names[i] ?? file.name, date: file.createdAt, open: () => deps.storage.stream(file.storageKey) }));
  return { name: `demande-${input.requestId}.zip`, content: zipStream(entries) };
}

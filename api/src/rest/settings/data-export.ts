import { z } from "zod";
import { dataExportArchive } from "../../domain/settings/data-export-archive.ts";
import { latestDataExport, requestDataExport, type DataExportState } from "../../domain/settings/data-export.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { contentDisposition } from "../files/content-disposition.ts";
import { toReadableStream } from "../files/readable-stream.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

// Issue 20 item 10, "My data" (GDPR articles 15 and 20): ask for the download, follow it, fetch the zip.

const exportShape = z.object({
  id: z.number().int(),
  status: z.enum(["preparing", "ready", "failed"]),
  progress: z.number().int().describe("Parts gathered so far."),
  total: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  download_url: z.string().nullable().describe("The zip, once ready."),
});

const toShape = (row: DataExportState): z.infer<typeof exportShape> => ({
  id: row.id,
  status: row.status.toLowerCase() as "preparing" | "ready" | "failed",
  progress: row.progress,
  total: row.total,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  download_url: row.status === "READY" ? `/api/v1/users/me/data_exports/${row.id}/download` : null,
});

export const dataExportRoutes = [
  defineRoute({
    method: "POST",
    path: "/users/me/data_exports",
    operationId: "requestDataExport",
    tag: "settings",
    summary: "Start preparing a download of the caller's own data (answers at once, 202); the one under way, or made within the hour, is answered instead.",
    auth: "loggedIn",
    response: exportShape,
    successStatus: { status: 202, description: "Being prepared (or already prepared)." },
    handler: async (context) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      await requestDataExport(context.prisma, viewer, context.now);
      const latest = await latestDataExport(context.prisma, viewer, context.now());
      return latest ? { status: 202, body: toShape(latest) } : restError("internal_error", context.locale);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/users/me/data_exports/latest",
    operationId: "latestDataExport",
    tag: "settings",
    summary: "The caller's latest download of their data and its progress; data_export null when none is kept.",
    auth: "loggedIn",
    response: z.object({ data_export: exportShape.nullable() }),
    handler: async (context) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const latest = await latestDataExport(context.prisma, viewer, context.now());
      return { body: { data_export: latest ? toShape(latest) : null } };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/users/me/data_exports/{id}/download",
    operationId: "downloadDataExport",
    tag: "settings",
    summary: "The prepared zip (about.json, profile.json, settings.json, memberships.json, requests.json); another user's, an expired or an unfinished one answers 404.",
    auth: "loggedIn",
    params: z.object({ id: dbIdSchema }),
    response: z.string().describe("application/zip"),
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const archive = await dataExportArchive(context.prisma, viewer, params.id, context.now());
      // HDS traceability: the archive carries the descriptions and messages of these requests.
      for (const id of archive.requestIds) context.trail.read({ type: "request", id, requestId: id });
      return {
        stream: toReadableStream(archive.content),
        headers: { "content-type": "application/zip", "content-disposition": contentDisposition("attachment", archive.name), "x-content-type-options": "nosniff", "cache-control": "private, no-store" },
      };
    },
  }),
];

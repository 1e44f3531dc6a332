import { requireViewer } from "../../domain/access.ts";
import { isOwnAccount } from "../../domain/accounts/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { latestDataExport, requestDataExport, type DataExportState } from "../../domain/settings/data-export.ts";
import { builder } from "../builder.ts";
import { UserRef } from "../directory/user.ts";
import "../domain-error.ts";

// Issue 20 item 10, "My data": the download of the account's own data, prepared in the background.

const DataExportStatusEnum = builder.enumType("DataExportStatus", {
  description: "Where a download of one's data stands.",
  values: {
    PREPARING: { description: "Being gathered: see progress and total." },
    READY: { description: "Ready to download (downloadPath)." },
    FAILED: { description: "It could not be prepared: ask again." },
  },
});

const DataExportRef = builder.objectRef<DataExportState>("DataExport").implement({
  description: "A download of the viewer's own data (GDPR articles 15 and 20): JSON files in a zip, kept a week.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id REST uses (/users/me/data_exports/{id}/download)." }),
    status: t.field({ type: DataExportStatusEnum, description: "Preparing, ready or failed.", resolve: (row) => row.status }),
    progress: t.exposeInt("progress", { description: "Parts gathered so far." }),
    total: t.exposeInt("total", { description: "Parts to gather." }),
    createdAt: t.string({ description: "When it was asked for (ISO 8601).", resolve: (row) => row.createdAt.toISOString() }),
    expiresAt: t.string({ description: "When it is deleted (ISO 8601).", resolve: (row) => row.expiresAt.toISOString() }),
    downloadPath: t.string({
      nullable: true,
      description: "Where to download the zip once ready (a same-site path with the session cookie); null before.",
      resolve: (row) => (row.status === "READY" ? `/api/v1/users/me/data_exports/${row.id}/download` : null),
    }),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  dataExport: t.field({
    type: DataExportRef,
    nullable: true,
    description: "The latest download of the account's own data, for the account itself; null for anyone else, or when none is kept.",
    select: { id: true },
    resolve: (user, _args, context) => (context.viewer && isOwnAccount(context.viewer, user.id) ? latestDataExport(context.prisma, context.viewer, context.now()) : null),
  }),
}));

const DataExportRequestedRef = builder.objectRef<{ userId: number }>("DataExportRequested").implement({
  description: "The download is being prepared (or the one under way, or made within the hour, is answered).",
  fields: (t) => ({
    user: t.prismaField({
      type: UserRef,
      description: "The viewer, with the download's state (dataExport).",
      resolve: (query, parent, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.userId } }),
    }),
  }),
});

const RequestDataExportResult = builder.errorUnion("RequestDataExportResult", {
  description: "The download under preparation, or why it was refused.",
  types: [DataExportRequestedRef, DomainError],
  resolveType: () => DataExportRequestedRef,
});

builder.mutationField("requestDataExport", (t) =>
  t.field({
    type: RequestDataExportResult,
    authScopes: { loggedIn: true },
    description: "Starts preparing a download of the viewer's own data (profile, settings, memberships, requests written) and answers at once; follow viewer.dataExport.",
    resolve: async (_root, _args, context) => {
      const viewer = requireViewer(context.viewer);
      await requestDataExport(context.prisma, viewer, context.now);
      return { userId: viewer.userId };
    },
  }),
);

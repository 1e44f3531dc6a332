import { z } from "zod";
import { exportAccessTrail } from "../../domain/admin/access-trail-export.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { contentDisposition } from "../files/content-disposition.ts";
import { toReadableStream } from "../files/readable-stream.ts";
import { defineRoute } from "../route.ts";

const exportQuery = z.object({
  request_id: dbIdSchema.optional().describe("The request whose trail to export (every read and write of it, by anyone)."),
  user_id: dbIdSchema.optional().describe("The user whose trail to export (everything they read or changed)."),
});

export const accessTrailRoutes = [
  defineRoute({
    method: "GET",
    path: "/admin/access-trail.csv",
    operationId: "downloadAccessTrail",
    tag: "admin",
    summary:
      "Super users: the access trail (who read or changed patient data, when, from which address, through which door: web, graphql, rest, partner) of one request (request_id) or of one user (user_id), oldest first, as CSV (UTF-8, comma-separated, streamed). 422 validation_failed unless exactly one of them is given.",
    auth: "super",
    errors: ["validation_failed"],
    query: exportQuery,
    response: z.string().describe("text/csv"),
    handler: async (context, { query }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const data = await exportAccessTrail(context.prisma, viewer, { requestId: query.request_id, userId: query.user_id }, context.meta);
      const encoder = new TextEncoder();
      async function* bytes() {
        for await (const line of data.lines) yield encoder.encode(line);
      }
      return {
        stream: toReadableStream(bytes()),
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": contentDisposition("attachment", data.name),
          "x-content-type-options": "nosniff",
          "cache-control": "private, no-store",
        },
      };
    },
  }),
];

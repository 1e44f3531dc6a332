import { z } from "zod";
import { professionalNumberSchema, recipientsByNumber } from "../../domain/directory/recipients-by-number.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

const recipientShape = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  rpps: z.string(),
  country: z.enum(["FR", "BE", "DE"]),
  specialty: z.object({ code: z.string(), label: z.string() }),
  registered: z.boolean().describe("The professional has an account on the platform."),
});

export const recipientsByNumberRoutes = [
  defineRoute({
    method: "GET",
    path: "/professionals",
    operationId: "listRecipientsByNumber",
    tag: "directory",
    summary:
      "The interop draft flow's recipient lookup (spec 2 §7 feed=recipients&rpps=): the directory's professionals with this RPPS (or ADELI, INAMI, LANR) number, the caller's country first; an empty list when none.",
    auth: "validated",
    query: z.object({
      feed: z.literal("recipients").describe("The only feed: recipients of a request."),
      rpps: professionalNumberSchema.describe("The professional number, separators allowed."),
    }),
    response: z.array(recipientShape),
    handler: async (context, { query }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const rows = await recipientsByNumber(context.prisma, viewer, query.rpps);
      return {
        body: rows.map((row) => ({ id: row.id, first_name: row.firstName, last_name: row.lastName, rpps: row.rpps, country: row.country, specialty: row.specialty, registered: row.registered })),
      };
    },
  }),
];

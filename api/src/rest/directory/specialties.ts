import { z } from "zod";
import { listSpecialties, SPECIALTIES_LIMIT_MAX } from "../../domain/directory/specialties.ts";
import { defineRoute } from "../route.ts";
import { PAGINATION_HEADER } from "../requests/requests.ts";
import { specialtyShape, toSpecialty } from "./specialty-shape.ts";

// Spec 2 §7 "Other": GET specialties?limit=1000, the reference list behind every specialty picker.
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(SPECIALTIES_LIMIT_MAX).default(SPECIALTIES_LIMIT_MAX),
});

export const specialtyRoutes = [
  defineRoute({
    method: "GET",
    path: "/specialties",
    operationId: "listSpecialties",
    tag: "directory",
    summary: "Every specialty and profession with labels in the caller's language, doctors first, then dentists and nurses, then by label.",
    auth: "validated",
    query: listQuery,
    response: z.array(specialtyShape),
    responseHeaders: { [PAGINATION_HEADER]: 'Pagination metadata as JSON: {"total_count": n, "offset": n, "limit": n}' },
    handler: async (context, { query }) => {
      const { total, items } = await listSpecialties(context.prisma, context.locale, query.limit);
      return {
        body: items.map((row) => toSpecialty(row, context.locale)),
        headers: { [PAGINATION_HEADER]: JSON.stringify({ total_count: total, offset: 0, limit: query.limit }) },
      };
    },
  }),
];

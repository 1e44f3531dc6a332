import { z } from "zod";
import { COMMUNES_LIMIT, searchCommunes } from "../../domain/patients/communes.ts";
import { PAGINATION_HEADER } from "../requests/requests.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §7 "Patients and identity": the commune code search of the patient form's birth
// place, over the INSEE geographic code (insee_codes).
const communeShape = z.object({
  code: z.string().describe("INSEE commune code (COG), 5 characters; 2A/2B for Corsica."),
  label: z.string(),
  department_code: z.string(),
});

export const communeRoutes = [
  defineRoute({
    method: "GET",
    path: "/communes",
    operationId: "searchCommunes",
    tag: "patients",
    summary: `Communes whose name holds every word of search (accents and case ignored) or whose code starts with it; ${COMMUNES_LIMIT} at most, names that start with the search first.`,
    auth: "validated",
    query: z.object({ search: z.string().trim().min(1).max(100) }),
    response: z.array(communeShape),
    responseHeaders: { [PAGINATION_HEADER]: 'Pagination metadata as JSON: {"total_count": n, "offset": 0, "limit": 20} (total_count is the number answered).' },
    handler: async (context, { query }) => {
      const communes = await searchCommunes(context.prisma, context.viewer, { search: query.search });
      return {
        body: communes.map((c) => ({ code: c.code, label: c.label, department_code: c.departmentCode })),
        headers: { [PAGINATION_HEADER]: JSON.stringify({ total_count: communes.length, offset: 0, limit: COMMUNES_LIMIT }) },
      };
    },
  }),
];

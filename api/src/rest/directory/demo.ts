import { z } from "zod";
import { demoProfessional } from "../../domain/directory/demo.ts";
import { defineRoute } from "../route.ts";

const demoProfessionalShape = z.object({
  id: z.number().int().describe("Negative: the demo professional is no row of the directory."),
  first_name: z.string(),
  last_name: z.string(),
  specialty: z.object({ code: z.string(), label: z.string() }),
});

export const professionalDemoRoutes = [
  defineRoute({
    method: "GET",
    path: "/professionals/demo",
    operationId: "getDemoProfessional",
    tag: "directory",
    summary: "A fixed, fictional professional in the caller's language (the expert of GET /requests/demo), for onboarding.",
    auth: "validated",
    response: demoProfessionalShape,
    handler: async (context) => {
      const p = demoProfessional(context.viewer?.locale ?? context.locale);
      return { body: { id: p.id, first_name: p.firstName, last_name: p.lastName, specialty: p.specialty } };
    },
  }),
];

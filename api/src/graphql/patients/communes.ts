import { COMMUNES_LIMIT, searchCommunes, type Commune } from "../../domain/patients/communes.ts";
import { builder } from "../builder.ts";

const CommuneRef = builder.objectRef<Commune>("Commune").implement({
  description: "A commune of the INSEE geographic code (COG), for a patient's birth place.",
  fields: (t) => ({
    code: t.exposeString("code", { description: "The 5-character INSEE code (2A/2B for Corsica) that a patient's birthPlace holds." }),
    label: t.exposeString("label", { description: "The commune's official name." }),
    departmentCode: t.exposeString("departmentCode", { description: "The department's code (2A, 2B, 971...)." }),
  }),
});

builder.queryField("communes", (t) =>
  t.field({
    type: [CommuneRef],
    authScopes: { validated: true },
    description: `The commune code search (spec 2 §7): communes whose name holds every word of \`search\` (accents and case ignored) or whose code starts with it, ${COMMUNES_LIMIT} at most.`,
    args: { search: t.arg.string({ required: true, description: "A commune's name or the start of its code (100 characters at most)." }) },
    resolve: (_root, args, context) => searchCommunes(context.prisma, context.viewer, { search: args.search }),
  }),
);

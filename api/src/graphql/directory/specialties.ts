import { listSpecialties } from "../../domain/directory/specialties.ts";
import { builder } from "../builder.ts";
import { SpecialtyRef } from "./user.ts";

builder.queryField("specialties", (t) =>
  t.field({
    type: [SpecialtyRef],
    description: "Every specialty and profession, doctors first then dentists and nurses (spec 1 §9), then by label in the caller's locale.",
    authScopes: { validated: true },
    resolve: async (_root, _args, context) => (await listSpecialties(context.prisma, context.locale)).items,
  }),
);

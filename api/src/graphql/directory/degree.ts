import { degreeTypeLabelFor } from "../../domain/directory/specialty-labels.ts";
import { builder } from "../builder.ts";

// Reached only through Professional.degrees, so the professional's access rule covers it.
export const DegreeRef = builder.prismaObject("Degree", {
  description: "A diploma of a professional, from the national directory.",
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The degree's id in the directory." }),
    typeCode: t.exposeString("typeCode", { description: "Degree type code (DE: state diploma, DU: university diploma…)." }),
    typeLabel: t.string({
      description: "The degree type's label in the caller's locale.",
      select: { typeCode: true, typeLabel: true },
      resolve: (d, _args, context) => degreeTypeLabelFor(d.typeCode, context.locale, d.typeLabel),
    }),
    label: t.exposeString("label", { description: "The diploma's title as the directory states it (not translated)." }),
  }),
});

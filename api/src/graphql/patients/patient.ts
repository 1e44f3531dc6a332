import { readablePatientWhere } from "../../domain/patients/access.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { GenderEnum } from "../enums.ts";

export const PatientRef = builder.prismaNode("Patient", {
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [readablePatientWhere(context.viewer)] }),
  fields: (t) => ({
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    birthName: t.exposeString("birthName", { nullable: true }),
    birthDate: t.expose("birthDate", { type: "Date", nullable: true }),
    gender: t.expose("gender", { type: GenderEnum, nullable: true }),
  }),
});

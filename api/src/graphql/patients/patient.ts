import { canReadNir, nirReaderSelect, readablePatientWhere } from "../../domain/patients/access.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { CountryEnum, GenderEnum } from "../enums.ts";

export const PatientRef = builder.prismaNode("Patient", {
  description: "The patient a request is about (spec 2 §3). Read by those who may read one of its requests, or who entered it.",
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [readablePatientWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id REST uses (PUT /api/v1/patients/{id})." }),
    firstName: t.exposeString("firstName", { nullable: true, description: "First name (the first of the birth first names)." }),
    lastName: t.exposeString("lastName", { nullable: true, description: "Used name (nom d'usage), when it differs from the birth name." }),
    birthName: t.exposeString("birthName", { nullable: true, description: "Birth name (nom de naissance)." }),
    birthDate: t.expose("birthDate", { type: "Date", nullable: true, description: "Date of birth." }),
    birthPlace: t.exposeString("birthPlace", { nullable: true, description: "INSEE commune code (COG) of the place of birth; 99xxx for a birth abroad." }),
    birthOrder: t.exposeInt("birthOrder", { nullable: true, description: "Rank among children born the same day (twins); usually 1." }),
    gender: t.expose("gender", { type: GenderEnum, nullable: true, description: "M, F or O (other or unknown)." }),
    nir: t.string({
      nullable: true,
      description:
        "The NIR (15 characters): the patient's own, or the insured person's for a child under 16. Null for viewers who only look on (shadow view) or when unknown.",
      select: (_args, context) => ({ nir: true, ...nirReaderSelect(context.viewer) }),
      resolve: (patient, _args, context) => (canReadNir(context.viewer, patient) ? patient.nir : null),
    }),
    regime: t.exposeString("regime", { nullable: true, description: "Insurance regime code (2 digits; 01 when unknown)." }),
    caisse: t.exposeString("caisse", { nullable: true, description: "Insurance fund code (3 digits; 999 when unknown)." }),
    centre: t.exposeString("centre", { nullable: true, description: "Insurance centre code (4 digits; 9999 when unknown)." }),
    gestion: t.exposeString("gestion", { nullable: true, description: "Management code (2 digits; 10 when unknown)." }),
    country: t.expose("country", {
      type: CountryEnum,
      description: "The country whose insurance identity the patient carries (the requester's when entered): FR has nir and the regime codes, BE niss, DE kvnr and krankenkasse.",
    }),
    niss: t.exposeString("niss", { nullable: true, description: "Belgian patients: the national register number or BIS number (11 digits, checked mod 97)." }),
    kvnr: t.exposeString("kvnr", { nullable: true, description: "German patients: the Krankenversichertennummer (a letter and 9 digits with its check digit)." }),
    krankenkasse: t.exposeString("krankenkasse", { nullable: true, description: "German patients: the health insurer's name, or its IK number (9 digits)." }),
    phone: t.exposeString("phone", { nullable: true, description: "The patient's phone number, when the recipient group asks for it." }),
    email: t.exposeString("email", { nullable: true, description: "The patient's e-mail address, when the recipient group asks for it." }),
    address: t.exposeString("address", { nullable: true, description: "The patient's postal address, when the recipient group asks for it." }),
  }),
});

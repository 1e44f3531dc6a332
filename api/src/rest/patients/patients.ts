import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { findReadablePatient, type PatientRow } from "../../domain/patients/queries.ts";
import { createPatient, updatePatient } from "../../domain/patients/save-patient.ts";
import type { PatientInput } from "../../domain/patients/patient-input.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { defineRoute, type RestContext } from "../route.ts";

// Spec 2 §7 "Patients and identity": POST patients, PUT patients/{id}, payload names of
// spec 2 §3 in snake_case. Same commands as the GraphQL mutations createPatient/updatePatient.

// Bounded only: the command checks each value with its code (invalid_nir, invalid_birth_date...).
const text = (max: number) => z.string().max(max).nullish();

const patientBody = z.object({
  first_name: text(100),
  last_name: text(100),
  birth_name: text(100),
  birth_date: text(10).describe("YYYY-MM-DD"),
  birth_place: text(5).describe("INSEE commune code (COG); 2A/2B for Corsica, 99xxx abroad."),
  birth_order: z.number().int().min(1).max(9).nullish(),
  gender: z.enum(["M", "F", "O"]).nullish(),
  nir: text(30).describe("15 characters with the key; spaces allowed. For a child under 16, the insured person's."),
  regime: text(2),
  caisse: text(3),
  centre: text(4),
  gestion: text(2),
  niss: text(20).describe("Belgian patients only: national register or BIS number, 11 digits, separators allowed."),
  kvnr: text(14).describe("German patients only: Krankenversichertennummer, a letter and 9 digits."),
  krankenkasse: text(100).describe("German patients only: the health insurer's name, or its IK number (9 digits)."),
  phone: text(30),
  email: text(254),
  address: text(500),
});

const patientAnswer = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  birth_name: z.string().nullable(),
  birth_date: z.string().nullable().describe("YYYY-MM-DD"),
  birth_place: z.string().nullable(),
  birth_order: z.number().int().nullable(),
  gender: z.enum(["M", "F", "O"]).nullable(),
  nir: z.string().nullable().describe("Null for viewers who only look on, or when unknown."),
  regime: z.string().nullable(),
  caisse: z.string().nullable(),
  centre: z.string().nullable(),
  gestion: z.string().nullable(),
  country: z.enum(["FR", "BE", "DE"]).describe("The country whose insurance identity the patient carries (the requester's when entered): which of nir/regime/caisse/centre/gestion (FR), niss (BE), kvnr/krankenkasse (DE) apply."),
  niss: z.string().nullable(),
  kvnr: z.string().nullable(),
  krankenkasse: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});

function toCommandInput(body: z.output<typeof patientBody>): PatientInput {
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    birthName: body.birth_name,
    birthDate: body.birth_date,
    birthPlace: body.birth_place,
    birthOrder: body.birth_order,
    gender: body.gender,
    nir: body.nir,
    regime: body.regime,
    caisse: body.caisse,
    centre: body.centre,
    gestion: body.gestion,
    niss: body.niss,
    kvnr: body.kvnr,
    krankenkasse: body.krankenkasse,
    phone: body.phone,
    email: body.email,
    address: body.address,
  };
}

function toAnswer(row: NonNullable<PatientRow>): z.output<typeof patientAnswer> {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    birth_name: row.birthName,
    birth_date: row.birthDate ? row.birthDate.toISOString().slice(0, 10) : null,
    birth_place: row.birthPlace,
    birth_order: row.birthOrder,
    gender: row.gender,
    nir: row.nir,
    regime: row.regime,
    caisse: row.caisse,
    centre: row.centre,
    gestion: row.gestion,
    country: row.country,
    niss: row.niss,
    kvnr: row.kvnr,
    krankenkasse: row.krankenkasse,
    phone: row.phone,
    email: row.email,
    address: row.address,
  };
}

async function answer(context: RestContext, id: number, status?: number) {
  const viewer = context.viewer;
  const row = viewer ? await findReadablePatient(context.prisma, viewer, id) : null;
  if (row) context.trail.read({ type: "patient", id, requestId: null });
  return row ? { status, body: toAnswer(row) } : restError("not_found", context.locale);
}

export const patientRoutes = [
  defineRoute({
    method: "GET",
    path: "/patients/{id}",
    operationId: "getPatient",
    tag: "patients",
    summary: "A patient of a request the caller may read, or that the caller entered; nir is null for those who only look on. 404 for any other patient.",
    auth: "validated",
    params: z.object({ id: dbIdSchema }),
    response: patientAnswer,
    handler: async (context, { params }) => answer(context, params.id),
  }),
  defineRoute({
    method: "POST",
    path: "/patients",
    operationId: "createPatient",
    tag: "patients",
    summary:
      "Enters a patient (gender, birth_date, first_name and birth_name required) with the insurance identity of the caller's country (FR nir and codes, BE niss, DE kvnr and krankenkasse); attach it to a draft with PUT requests/{id} patient_id.",
    auth: "validated",
    errors: ["invalid_birth_date", "invalid_nir", "invalid_niss", "invalid_kvnr", "invalid_krankenkasse", "insurance_field_of_other_country", "invalid_email"],
    body: patientBody,
    response: patientAnswer,
    handler: async (context, { body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const saved = await createPatient(domainDeps(context), viewer, toCommandInput(body));
      return answer(context, saved.id, 201);
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/patients/{id}",
    operationId: "updatePatient",
    tag: "patients",
    summary: "Changes a patient the caller entered or whose draft they write; absent fields stay, null clears. 404 for any other patient.",
    auth: "validated",
    errors: ["invalid_birth_date", "invalid_nir", "invalid_niss", "invalid_kvnr", "invalid_krankenkasse", "insurance_field_of_other_country", "invalid_email"],
    params: z.object({ id: dbIdSchema }),
    body: patientBody,
    response: patientAnswer,
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      await updatePatient(domainDeps(context), viewer, params.id, toCommandInput(body));
      return answer(context, params.id);
    },
  }),
];

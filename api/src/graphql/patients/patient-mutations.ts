import { requireViewer } from "../../domain/access.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { DomainError } from "../../domain/errors.ts";
import type { PatientInput as PatientCommandInput } from "../../domain/patients/patient-input.ts";
import { createPatient, updatePatient } from "../../domain/patients/save-patient.ts";
import { builder } from "../builder.ts";
import { GenderEnum } from "../enums.ts";
import { toDbId } from "../ids.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { PatientRef } from "./patient.ts";
import { foundOrNotFound } from "../not-found.ts";
import { findReadablePatient } from "../../domain/patients/gate.ts";

type SavedShape = { kind: "saved"; patientId: number };

const PatientSaved = builder.objectRef<SavedShape>("PatientSaved").implement({
  description: "The patient as saved.",
  fields: (t) => ({
    patient: t.prismaField({
      type: PatientRef,
      description: "The saved patient.",
      resolve: (query, parent, _args, context) =>
        findReadablePatient(context.prisma, context.viewer, parent.patientId, query).then((row) => foundOrNotFound(row, context)),
    }),
  }),
});

const CreatePatientResult = builder.errorUnion("CreatePatientResult", {
  description:
    "The new patient, or why it was refused (invalid_nir, invalid_niss, invalid_kvnr, invalid_krankenkasse, insurance_field_of_other_country, invalid_birth_date, validation_failed with the field).",
  types: [PatientSaved, DomainError],
  resolveType: () => PatientSaved,
});

const UpdatePatientResult = builder.errorUnion("UpdatePatientResult", {
  description: "The changed patient, or why it was refused (not_found also for a patient the viewer may not change).",
  types: [PatientSaved, DomainError],
  resolveType: () => PatientSaved,
});

const PatientInput = builder.inputType("PatientInput", {
  description:
    "Patient fields (spec 2 §3). On update an absent field stays as it is; null or an empty string clears it. Gender, birth date, first name and birth name are always required. The insurance fields are those of the patient's country (the requester's when entered): nir, regime, caisse, centre and gestion for FR, niss for BE, kvnr and krankenkasse for DE; another country's answers insurance_field_of_other_country.",
  fields: (t) => ({
    firstName: t.string({ description: "First name." }),
    lastName: t.string({ description: "Used name, when it differs from the birth name." }),
    birthName: t.string({ description: "Birth name." }),
    birthDate: t.string({ description: "Date of birth, YYYY-MM-DD; not in the future (invalid_birth_date)." }),
    birthPlace: t.string({ description: "INSEE commune code of the place of birth (5 characters, 2A/2B for Corsica)." }),
    birthOrder: t.int({ description: "Rank among children born the same day (1 to 9)." }),
    gender: t.field({ type: GenderEnum, description: "M, F or O." }),
    nir: t.string({ description: "NIR, 15 characters, separators allowed; checked with its key (invalid_nir)." }),
    regime: t.string({ description: "Insurance regime code, 2 digits." }),
    caisse: t.string({ description: "Insurance fund code, 3 digits." }),
    centre: t.string({ description: "Insurance centre code, 4 digits." }),
    gestion: t.string({ description: "Management code, 2 digits." }),
    niss: t.string({ description: "Belgian patients only: national register or BIS number, 11 digits, separators allowed (invalid_niss)." }),
    kvnr: t.string({ description: "German patients only: Krankenversichertennummer, a letter and 9 digits (invalid_kvnr)." }),
    krankenkasse: t.string({ description: "German patients only: the health insurer's name or IK number of 9 digits (invalid_krankenkasse)." }),
    phone: t.string({ description: "Phone number." }),
    email: t.string({ description: "E-mail address." }),
    address: t.string({ description: "Postal address." }),
  }),
});

builder.mutationField("createPatient", (t) =>
  t.field({
    type: CreatePatientResult,
    authScopes: { validated: true },
    description: "Enters a patient; the draft editor then attaches it to the draft (updateRequest patientId).",
    args: { input: t.arg({ type: PatientInput, required: true, description: "The patient's fields." }) },
    resolve: async (_root, { input }, context) => {
      const saved = await createPatient(domainDeps(context), requireViewer(context.viewer), input satisfies PatientCommandInput);
      return { kind: "saved", patientId: saved.id } satisfies SavedShape;
    },
  }),
);

builder.mutationField("updatePatient", (t) =>
  t.field({
    type: UpdatePatientResult,
    authScopes: { validated: true },
    description: "Changes a patient the viewer entered, or the patient of a draft the viewer writes on the sender side.",
    args: {
      id: t.arg.globalID({ required: true, for: PatientRef, description: "The patient." }),
      input: t.arg({ type: PatientInput, required: true, description: "The fields to change." }),
    },
    resolve: async (_root, { id, input }, context) => {
      const saved = await updatePatient(domainDeps(context), requireViewer(context.viewer), toDbId(id.id), input satisfies PatientCommandInput);
      return { kind: "saved", patientId: saved.id } satisfies SavedShape;
    },
  }),
);

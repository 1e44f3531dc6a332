import { describe, expect, it } from "vitest";
import { cleanFormValue, formValueText, readFormSchema, validateFormValue, type FormSchema } from "./form-schema.ts";

function schemaOf(raw: unknown): FormSchema {
  const schema = readFormSchema(raw);
  if (!schema) throw new Error("not a form schema");
  return schema;
}

const schema = schemaOf({
  title: "Avis",
  fields: [
    { name: "motif", label: "Motif", type: "select", options: ["Souffle", { value: "dt", label: "Douleur thoracique" }], validation: { required: true } },
    { name: "poids", label: "Poids", type: "number", unit: "kg", validation: { min: 0, max: 400 } },
    { name: "age", label: "Âge", type: "number", subtype: "integer" },
    { name: "debut", label: "Début des symptômes", type: "date" },
    { name: "ecg", label: "ECG joint", type: "boolean", validation: { required: true } },
    { name: "signes", label: "Signes", type: "checkboxes", options: ["Dyspnée", "Œdèmes"] },
    { name: "accord", label: "Le patient est informé", type: "checkbox", validation: { required: true } },
    { name: "cote", label: "Côté", type: "radio", options: ["gauche", "droit"] },
    { name: "notes", label: "Notes", type: "textarea" },
    { name: "secret", label: "Interne", type: "text", hidden: true, validation: { required: true } },
    { name: "fixe", label: "Service", type: "text", disabled: true, validation: { required: true } },
    { name: "aide", label: "Joignez l'ECG si possible.", type: "info" },
  ],
});

describe("form schema", () => {
  it("reads the spec's shape and refuses what is not a schema", () => {
    expect(schema.fields).toHaveLength(12);
    expect(schema.fields[0]?.options).toEqual([{ value: "Souffle", label: "Souffle" }, { value: "dt", label: "Douleur thoracique" }]);
    expect(readFormSchema(null)).toBeNull();
    expect(readFormSchema({ fields: [{ name: "x", label: "X", type: "slider" }] })).toBeNull();
    expect(readFormSchema({ fields: [{ name: "1 bad", label: "X", type: "text" }] })).toBeNull();
  });

  it("reads the demo topics' JSON-Schema-like shape as fields", () => {
    const seeded = schemaOf({
      title: "Plaie chronique",
      type: "object",
      required: ["localisation", "duree"],
      properties: {
        localisation: { type: "string", title: "Localisation" },
        duree: { type: "integer", title: "Ancienneté (semaines)", minimum: 0 },
        type: { type: "string", title: "Type de plaie", enum: ["Ulcère veineux", "Escarre"] },
        ecg: { type: "boolean", title: "ECG joint" },
      },
    });
    expect(seeded.fields.map((f) => [f.name, f.type, f.validation?.required])).toEqual([
      ["localisation", "text", true],
      ["duree", "number", true],
      ["type", "select", false],
      ["ecg", "boolean", false],
    ]);
    expect(validateFormValue(seeded, { localisation: "Jambe", duree: -1 })).toEqual({ duree: "too_small" });
  });

  it("names every missing required answer, ignoring hidden and disabled fields", () => {
    expect(validateFormValue(schema, {})).toEqual({ motif: "required", ecg: "required", accord: "required" });
    // A required yes/no is answered by "no"; a required single checkbox must be ticked.
    expect(validateFormValue(schema, { motif: "Souffle", ecg: false, accord: false })).toEqual({ accord: "required" });
  });

  it("answers a code per wrong value", () => {
    const errors = validateFormValue(schema, {
      motif: "Autre",
      poids: "lourd",
      age: 12.5,
      debut: "2024-02-30",
      ecg: "oui",
      signes: ["Dyspnée", "Fièvre"],
      accord: true,
      cote: 3,
      notes: 42,
    });
    expect(errors).toEqual({
      motif: "unknown_option",
      poids: "not_a_number",
      age: "not_an_integer",
      debut: "invalid_date",
      ecg: "not_a_boolean",
      signes: "unknown_option",
      cote: "unknown_option",
      notes: "not_a_string",
    });
    expect(validateFormValue(schema, { motif: "dt", ecg: true, accord: true, poids: 500 })).toEqual({ poids: "too_large" });
    expect(validateFormValue(schema, { motif: "dt", ecg: true, accord: true, poids: "72,5", debut: "2024-02-29" })).toEqual({});
  });

  it("keeps only the schema's answered fields, numbers as numbers", () => {
    expect(cleanFormValue(schema, { motif: "dt", poids: "72,5", notes: "  ", intrus: "x", ecg: false })).toEqual({ motif: "dt", poids: 72.5, ecg: false });
  });

  it("writes one readable line per answered visible field, with labels, units and yes/no", () => {
    const text = formValueText(schema, { motif: "dt", poids: 72.5, ecg: true, signes: ["Dyspnée", "Œdèmes"], accord: true, secret: "x", fixe: "Cardiologie", notes: "RAS" });
    expect(text).toBe(
      ["Motif : Douleur thoracique", "Poids : 72.5 kg", "ECG joint : oui", "Signes : Dyspnée, Œdèmes", "Le patient est informé : oui", "Notes : RAS", "Service : Cardiologie"].join("\n"),
    );
    expect(formValueText(schema, { ecg: false }, { yes: "ja", no: "nein" })).toBe("ECG joint : nein");
  });
});

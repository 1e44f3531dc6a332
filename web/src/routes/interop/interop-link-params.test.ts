import { describe, expect, it } from "vitest";
import { interopLinkInput, linkParameterOf } from "./interop-link-params.ts";

describe("interopLinkInput", () => {
  it("reads the recipient, the question, the patient and the hospital ids from the hash", () => {
    const hash = "#recipient_rpps=10003456789&description=Avis%20sur%20une%20HTA%20r%C3%A9sistante&patient_first_name=Jeanne&patient_last_name=Martin&patient_birth_date=1950-03-02&patient_gender=F&iep=IEP1&ipp=IPP2";
    expect(interopLinkInput(hash)).toEqual({
      ok: true,
      input: { recipientRpps: "10003456789", description: "Avis sur une HTA résistante", patientFirstName: "Jeanne", patientLastName: "Martin", patientBirthDate: "1950-03-02", patientGender: "F", iep: "IEP1", ipp: "IPP2" },
    });
  });

  it("takes a recipient by id, and the short rpps name", () => {
    expect(interopLinkInput("recipient_id=42")).toEqual({ ok: true, input: { recipientProfessionalId: 42 } });
    expect(interopLinkInput("#rpps=10003456789")).toEqual({ ok: true, input: { recipientRpps: "10003456789" } });
  });

  it("names a recipient id that is no whole number", () => {
    expect(interopLinkInput("#recipient_id=12abc")).toEqual({ ok: false, parameter: "recipient_id" });
    expect(interopLinkInput("#recipient_professional_id=-3")).toEqual({ ok: false, parameter: "recipient_professional_id" });
  });

  it("ignores unknown and empty parameters, so an empty link reaches the server's recipient_missing", () => {
    expect(interopLinkInput("#utm_source=logiciel&description=&iep=%20")).toEqual({ ok: true, input: {} });
    expect(interopLinkInput("")).toEqual({ ok: true, input: {} });
  });
});

describe("linkParameterOf", () => {
  it("names the link's parameter for the server's field", () => {
    expect(linkParameterOf("birthDate")).toBe("patient_birth_date");
    expect(linkParameterOf("recipientRpps")).toBe("recipient_rpps");
    expect(linkParameterOf("somethingElse")).toBeNull();
    expect(linkParameterOf(null)).toBeNull();
    expect(linkParameterOf("recipient_professional_id")).toBe("recipient_professional_id");
  });
});

import { describe, expect, it } from "vitest";
import { patientDisplayName, personDisplayName, recipientDisplayName } from "./names.ts";

describe("patientDisplayName", () => {
  it("puts the family name first, in capitals", () => {
    expect(patientDisplayName({ firstName: "Élodie", lastName: "Dupont" }, "fr")).toBe("DUPONT Élodie");
    expect(patientDisplayName({ firstName: "Jürgen", lastName: "Weiß" }, "de")).toBe("WEISS Jürgen");
  });
  it("copes with missing parts", () => {
    expect(patientDisplayName({ firstName: null, lastName: "Nguyen" }, "fr")).toBe("NGUYEN");
    expect(patientDisplayName({ firstName: " ", lastName: "" }, "fr")).toBeNull();
    expect(patientDisplayName(null, "fr")).toBeNull();
  });
});

describe("personDisplayName", () => {
  it("joins first and last names", () => {
    expect(personDisplayName({ firstName: "Claire", lastName: "Martin" })).toBe("Claire Martin");
    expect(personDisplayName({ lastName: "Martin" })).toBe("Martin");
  });
});

describe("recipientDisplayName", () => {
  it("names a professional with the specialty, a group with the topic", () => {
    expect(recipientDisplayName({ recipientProfessional: { firstName: "Claire", lastName: "Martin", specialty: { label: "Kardiologie" } } })).toBe("Claire Martin · Kardiologie");
    expect(recipientDisplayName({ recipientGroup: { name: "Réseau" }, recipientTopic: { label: "Rythmologie" } })).toBe("Réseau · Rythmologie");
    expect(recipientDisplayName({ recipientGroup: { name: "Réseau" }, recipientTopic: null })).toBe("Réseau");
    expect(recipientDisplayName({ recipientProfessional: null, recipientGroup: null })).toBe("");
  });
});

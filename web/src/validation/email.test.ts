import { describe, expect, it } from "vitest";
import { emailProblem } from "./email.ts";

describe("emailProblem", () => {
  it("accepts ordinary addresses, trimmed", () => {
    expect(emailProblem(" claire.martin@example.org ")).toBeNull();
    expect(emailProblem("a@b.fr")).toBeNull();
  });
  it("needs one at sign and a dot after it", () => {
    for (const raw of ["", "claire", "claire@", "@example.org", "a@@b.fr", "a@b", "a@b.", "a@.fr", "a b@c.fr"]) {
      expect(emailProblem(raw)).toBe("invalid_email");
    }
  });
  it("refuses secure health messaging", () => {
    expect(emailProblem("dr.x@medecin.mssante.fr")).toBe("secure_messaging_unsupported");
    expect(emailProblem("dr.x@MSSANTE.FR")).toBe("secure_messaging_unsupported");
    expect(emailProblem("dr.x@apicrypt.org")).toBe("secure_messaging_unsupported");
    expect(emailProblem("dr.x@notmssante.fr")).toBeNull();
  });
});

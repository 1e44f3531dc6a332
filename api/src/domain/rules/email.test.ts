import { describe, expect, it } from "vitest";
import { emailProblem } from "./email.ts";

describe("emailProblem", () => {
  it.each(["jean.dupont@example.fr", " Jean@Example.COM ", "a@b.co"])("accepts %j", (email) => expect(emailProblem(email)).toBeNull());
  it.each(["jean", "jean@", "@example.fr", "jean@example", "jean@example.", "a@@b.fr", "jean dupont@example.fr"])("refuses %j", (email) =>
    expect(emailProblem(email)).toBe("invalid_email"),
  );
  it.each(["dr.dupont@medecin.mssante.fr", "x@ch-tours.mssante.fr", "x@mssante.fr", "x@apicrypt.org", "praxis.weber@arv.kim.telematik"])("refuses secure messaging %j", (email) =>
    expect(emailProblem(email)).toBe("secure_messaging_unsupported"),
  );
  it("does not mistake look-alike domains for MSSanté", () => expect(emailProblem("x@notmssante.fr")).toBeNull());
});

import { describe, expect, it } from "vitest";
import { splitFieldError } from "./field-errors.ts";

const names = { email: "email", email_validation: "emailCode" };

describe("splitFieldError", () => {
  it("puts a known field's error on that field", () => {
    expect(splitFieldError({ code: "invalid_code", field: "email_validation" }, "Code incorrect.", names)).toEqual({ fields: { emailCode: "Code incorrect." }, general: null });
  });
  it("shows unknown or missing fields for the whole form", () => {
    expect(splitFieldError({ code: "rate_limited" }, "Trop de tentatives.", names)).toEqual({ fields: {}, general: "Trop de tentatives." });
    expect(splitFieldError({ code: "not_found", field: "professional_id" }, "Introuvable.", names)).toEqual({ fields: {}, general: "Introuvable." });
    expect(splitFieldError({ code: "x", field: "toString" }, "t", names)).toEqual({ fields: {}, general: "t" });
  });
});

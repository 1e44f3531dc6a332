import { describe, expect, it } from "vitest";
import { failedWith, succeeded } from "./useMutationPromise.ts";

describe("the mutation outcome", () => {
  it("carries the payload's useful part on success", () => {
    expect(succeeded()).toEqual({ ok: true, data: undefined });
    expect(succeeded({ email: "a@b.fr" })).toEqual({ ok: true, data: { email: "a@b.fr" } });
  });
  it("turns the DomainError member into a coded error, field included", () => {
    expect(failedWith({ __typename: "DomainError", code: "invalid_code", message: "Code incorrect.", field: "email_validation" })).toEqual({
      ok: false,
      error: { code: "invalid_code", message: "Code incorrect.", field: "email_validation" },
    });
  });
  it("answers internal_error for a member this client does not know", () => {
    expect(failedWith({ __typename: "%other" })).toEqual({ ok: false, error: { code: "internal_error" } });
  });
});

import { describe, expect, it } from "vitest";
import { pscNextStep } from "./psc-outcome.ts";

describe("pscNextStep", () => {
  it("logs in and follows a safe redirectUrl", () => {
    expect(pscNextStep({ __typename: "ProSanteConnectDone", outcome: "LOGGED_IN", redirectUrl: "/consult/3" })).toEqual({ kind: "go", to: "/consult/3", loggedIn: true });
    expect(pscNextStep({ __typename: "ProSanteConnectDone", outcome: "LOGGED_IN", redirectUrl: "//evil.example" })).toEqual({ kind: "go", to: "/", loggedIn: true });
  });
  it("announces a verified identity before continuing", () => {
    expect(pscNextStep({ __typename: "ProSanteConnectDone", outcome: "VALIDATED", redirectUrl: "/" })).toEqual({ kind: "validated", to: "/" });
  });
  it("sends a card without account to signup, prefilled", () => {
    expect(pscNextStep({ __typename: "ProSanteConnectAccountMissing", rpps: "10101234567" })).toEqual({ kind: "go", to: "/register?rpps=10101234567", loggedIn: false });
  });
  it("sends a credentials error to the login page with its flag", () => {
    expect(pscNextStep({ __typename: "DomainError", code: "psc_credentials", message: "m" })).toEqual({ kind: "go", to: "/login?error=psc_credentials", loggedIn: false });
  });
  it("fails on anything else", () => {
    expect(pscNextStep({ __typename: "DomainError", code: "psc_failed", message: "m" })).toEqual({ kind: "failed", error: { code: "psc_failed", message: "m" } });
    expect(pscNextStep({ __typename: "%other" })).toEqual({ kind: "failed", error: { code: "psc_failed" } });
  });
});

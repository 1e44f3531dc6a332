import type { CodedError } from "../../../errors/error-codes.ts";
import { safeRedirectPath } from "@rules/redirect-path.ts";

export type PscResult =
  | { readonly __typename: "ProSanteConnectDone"; readonly outcome: string; readonly redirectUrl: string }
  | { readonly __typename: "ProSanteConnectAccountMissing"; readonly rpps: string }
  | { readonly __typename: "DomainError"; readonly code: string; readonly message: string }
  | { readonly __typename: "%other" };

export type PscNext =
  /** Leave the callback page; `loggedIn` says a new session exists (the store must be emptied). */
  | { kind: "go"; to: string; loggedIn: boolean }
  /** The logged-in user's identity is now verified: say so, then continue to `to`. */
  | { kind: "validated"; to: string }
  | { kind: "failed"; error: CodedError };

/** Spec 1 §2 and §4, card-service callback: where each answer of completeProSanteConnect leads. */
export function pscNextStep(result: PscResult): PscNext {
  switch (result.__typename) {
    case "ProSanteConnectDone": {
      const to = safeRedirectPath(result.redirectUrl) ?? "/";
      return result.outcome === "VALIDATED" ? { kind: "validated", to } : { kind: "go", to, loggedIn: true };
    }
    case "ProSanteConnectAccountMissing":
      return { kind: "go", to: `/register?${new URLSearchParams({ rpps: result.rpps })}`, loggedIn: false };
    case "DomainError":
      if (result.code === "psc_credentials") return { kind: "go", to: "/login?error=psc_credentials", loggedIn: false };
      return { kind: "failed", error: { code: result.code, message: result.message } };
    default:
      return { kind: "failed", error: { code: "psc_failed" } };
  }
}

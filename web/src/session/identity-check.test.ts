import { expect, it } from "vitest";
import { identityCheckInProgress } from "./identity-check.ts";

it("is in progress while a sent card waits, not before one is sent nor after a rejection", () => {
  expect(identityCheckInProgress({ identificationStatus: "PENDING", hasIdentityDocument: true })).toBe(true);
  expect(identityCheckInProgress({ identificationStatus: "PENDING", hasIdentityDocument: false })).toBe(true);
  expect(identityCheckInProgress({ identificationStatus: "SKIPPED", hasIdentityDocument: true })).toBe(true);
  expect(identityCheckInProgress({ identificationStatus: "NONE", hasIdentityDocument: false })).toBe(false);
  expect(identityCheckInProgress({ identificationStatus: "SKIPPED", hasIdentityDocument: false })).toBe(false);
  expect(identityCheckInProgress({ identificationStatus: "REJECTED", hasIdentityDocument: true })).toBe(false);
});

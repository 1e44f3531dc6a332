import { describe, expect, it } from "vitest";
import { codeTargets, type ContactAccount } from "./contact-change.ts";

const account: ContactAccount = { id: 1, email: "old@example.org", phone: "0612345678", country: "FR", locale: "fr" };

describe("where the two codes of a contact change go", () => {
  it("email change: the new address, and the mobile phone that proves the owner asks", () => {
    expect(codeTargets("email", account, "new@example.org")).toEqual({
      email: { target: "new@example.org", channel: "EMAIL", purpose: "EMAIL_CHANGE" },
      phone: { target: "0612345678", channel: "SMS", purpose: "EMAIL_CHANGE" },
    });
  });

  it("email change of an account without a mobile phone: the current address instead", () => {
    expect(codeTargets("email", { ...account, phone: null }, "new@example.org").phone).toEqual({ target: "old@example.org", channel: "EMAIL", purpose: "EMAIL_CHANGE" });
  });

  it("phone change: the new number, and the account's email address", () => {
    expect(codeTargets("phone", account, "0798765432")).toEqual({
      email: { target: "old@example.org", channel: "EMAIL", purpose: "PHONE_CHANGE" },
      phone: { target: "0798765432", channel: "SMS", purpose: "PHONE_CHANGE" },
    });
  });
});

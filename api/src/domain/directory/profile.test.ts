import { describe, expect, it } from "vitest";
import { inviteeLocale } from "./invite-correspondent.ts";
import { canRequestAdviceFrom } from "./profile.ts";

describe("canRequestAdviceFrom (spec 1 §6)", () => {
  const viewer = { professionalId: 1, country: "FR" as const };
  const registered = { acceptsIndividualRequests: true };

  it("allows a registered colleague of the same country who takes individual requests", () => {
    expect(canRequestAdviceFrom(viewer, { id: 2, country: "FR", user: registered })).toBe(true);
  });

  it("refuses another country, no account, no individual requests, and oneself", () => {
    expect(canRequestAdviceFrom(viewer, { id: 2, country: "DE", user: registered })).toBe(false);
    expect(canRequestAdviceFrom(viewer, { id: 2, country: "FR", user: null })).toBe(false);
    expect(canRequestAdviceFrom(viewer, { id: 2, country: "FR", user: { acceptsIndividualRequests: false } })).toBe(false);
    expect(canRequestAdviceFrom(viewer, { id: 1, country: "FR", user: registered })).toBe(false);
  });
});

describe("inviteeLocale", () => {
  it("follows a mobile number's country, and the viewer's language for an address", () => {
    expect(inviteeLocale({ channel: "SMS", to: "0612345678" }, "de")).toBe("fr");
    expect(inviteeLocale({ channel: "SMS", to: "+4915123456789" }, "fr")).toBe("de");
    expect(inviteeLocale({ channel: "SMS", to: "+32470123456" }, "nl-BE")).toBe("nl-BE");
    expect(inviteeLocale({ channel: "SMS", to: "+32470123456" }, "fr")).toBe("fr-BE");
    expect(inviteeLocale({ channel: "EMAIL", to: "a@b.de" }, "de")).toBe("de");
  });
});

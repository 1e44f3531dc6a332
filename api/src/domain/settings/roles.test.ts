import { describe, expect, it } from "vitest";
import { acceptsNoRequest, refusedPreference, settingsSectionsOf, type Preferences, type SettingsRoles } from "./roles.ts";

const plain: SettingsRoles = { country: "FR", isRequestable: false, isGroupExpert: false, isGroupSender: false, hasSmsFeature: false };
const stored: Preferences = { bio: null, acceptsIndividualRequests: true, sendsIndividualRequests: true, usesSmsAlerts: false, isSearchable: true };

describe("settingsSectionsOf (spec 2 §6 Settings)", () => {
  it("gives requestable users the individual project, absence, directory visibility and signature", () => {
    expect(settingsSectionsOf(plain)).toMatchObject({ individualProject: false, absence: false, directoryVisibility: false, signature: false });
    expect(settingsSectionsOf({ ...plain, isRequestable: true })).toMatchObject({ individualProject: true, absence: true, directoryVisibility: true, signature: true });
  });

  it("gives group senders the out-of-network switch and SMS-feature accounts the alerts", () => {
    expect(settingsSectionsOf({ ...plain, isGroupSender: true }).sendingOutOfNetwork).toBe(true);
    expect(settingsSectionsOf(plain).sendingOutOfNetwork).toBe(false);
    expect(settingsSectionsOf({ ...plain, hasSmsFeature: true }).smsAlerts).toBe(true);
    expect(settingsSectionsOf(plain).smsAlerts).toBe(false);
  });

  it.each([
    ["FR", true],
    ["BE", false],
    ["DE", false],
  ] as const)("billing numbers and the MSSanté address in %s: %s", (country, shown) => {
    expect(settingsSectionsOf({ ...plain, country })).toMatchObject({ billingNumbers: shown, mssAddress: shown });
  });
});

describe("acceptsNoRequest (spec 2 §6 warning)", () => {
  it("warns a requestable user who accepts neither individual requests nor group-expert duties", () => {
    expect(acceptsNoRequest({ ...plain, isRequestable: true }, { acceptsIndividualRequests: false })).toBe(true);
    expect(acceptsNoRequest({ ...plain, isRequestable: true, isGroupExpert: true }, { acceptsIndividualRequests: false })).toBe(false);
    expect(acceptsNoRequest({ ...plain, isRequestable: true }, { acceptsIndividualRequests: true })).toBe(false);
    expect(acceptsNoRequest(plain, { acceptsIndividualRequests: false })).toBe(false);
  });
});

describe("refusedPreference", () => {
  it("refuses a change to a preference the account does not see, naming it", () => {
    expect(refusedPreference(plain, stored, { isSearchable: false })).toBe("isSearchable");
    expect(refusedPreference(plain, stored, { acceptsIndividualRequests: false })).toBe("acceptsIndividualRequests");
    expect(refusedPreference(plain, stored, { sendsIndividualRequests: false })).toBe("sendsIndividualRequests");
    expect(refusedPreference(plain, stored, { usesSmsAlerts: true })).toBe("usesSmsAlerts");
  });

  it("accepts the bio from anyone, the stored value sent back, and each preference from whoever sees it", () => {
    expect(refusedPreference(plain, stored, { bio: "Généraliste", isSearchable: true, usesSmsAlerts: false })).toBeNull();
    expect(refusedPreference({ ...plain, isRequestable: true }, stored, { isSearchable: false, acceptsIndividualRequests: false })).toBeNull();
    expect(refusedPreference({ ...plain, isGroupSender: true, hasSmsFeature: true }, stored, { sendsIndividualRequests: false, usesSmsAlerts: true })).toBeNull();
  });
});

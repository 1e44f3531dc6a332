import type { Country } from "../../db/generated/prisma/enums.ts";

/** What the settings screen depends on about the account (spec 2 §3 Current user, §6 Settings). */
export type SettingsRoles = {
  country: Country;
  isRequestable: boolean;
  isGroupExpert: boolean;
  isGroupSender: boolean;
  hasSmsFeature: boolean;
};

/** The preferences of spec 2 §7 PUT users/{id}, as stored. */
export type Preferences = {
  bio: string | null;
  acceptsIndividualRequests: boolean;
  sendsIndividualRequests: boolean;
  usesSmsAlerts: boolean;
  isSearchable: boolean;
};

/** Which parts of the settings screen the account sees (spec 2 §6 "Settings"). */
export type SettingsSections = {
  /** Requestable users: accepting requests addressed to them personally. */
  individualProject: boolean;
  /** Requestable users: their away message. */
  absence: boolean;
  /** Requestable users: whether they appear in the directory. */
  directoryVisibility: boolean;
  /** Requestable users: the handwritten signature of their reports and prescriptions. */
  signature: boolean;
  /** Group senders: sending requests outside their networks. */
  sendingOutOfNetwork: boolean;
  /** Accounts with the SMS feature: text-message alerts. */
  smsAlerts: boolean;
  /** France only: billing numbers. */
  billingNumbers: boolean;
  /** France only: the MSSanté (secure health messaging) address. */
  mssAddress: boolean;
};

export function settingsSectionsOf(roles: SettingsRoles): SettingsSections {
  const france = roles.country === "FR";
  return {
    individualProject: roles.isRequestable,
    absence: roles.isRequestable,
    directoryVisibility: roles.isRequestable,
    signature: roles.isRequestable,
    sendingOutOfNetwork: roles.isGroupSender,
    smsAlerts: roles.hasSmsFeature,
    billingNumbers: france,
    mssAddress: france,
  };
}

/**
 * Spec 2 §6: a requestable user who accepts neither individual requests nor group-expert duties
 * can be asked by nobody; the screen warns them.
 */
export function acceptsNoRequest(roles: SettingsRoles, preferences: Pick<Preferences, "acceptsIndividualRequests">): boolean {
  return roles.isRequestable && !preferences.acceptsIndividualRequests && !roles.isGroupExpert;
}

/** Which preference each part of the screen holds: a change to one the account does not see is refused. */
const SECTION_OF = {
  acceptsIndividualRequests: "individualProject",
  isSearchable: "directoryVisibility",
  sendsIndividualRequests: "sendingOutOfNetwork",
  usesSmsAlerts: "smsAlerts",
} as const satisfies Partial<Record<keyof Preferences, keyof SettingsSections>>;

/**
 * The first preference of a change that the account may not set, or null (the bio is everyone's).
 * Sending a hidden preference's stored value back is no change: a client that posts the whole
 * form is not refused for it.
 */
export function refusedPreference(roles: SettingsRoles, current: Preferences, change: Partial<Preferences>): keyof typeof SECTION_OF | null {
  const sections = settingsSectionsOf(roles);
  for (const [preference, section] of Object.entries(SECTION_OF) as [keyof typeof SECTION_OF, keyof SettingsSections][]) {
    const wanted = change[preference];
    if (wanted !== undefined && wanted !== current[preference] && !sections[section]) return preference;
  }
  return null;
}

import { requireViewer } from "../../domain/access.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { DomainError } from "../../domain/errors.ts";
import { lastAwayDayOf } from "../../domain/groups/away-period.ts";
import { canReadSettings } from "../../domain/settings/access.ts";
import { BIO_MAX_LENGTH } from "../../domain/settings/preferences.ts";
import { updateUserSettings } from "../../domain/settings/user-settings.ts";
import { BILLING_SOFTWARE_FAMILIES } from "../../domain/rules/billing-software.ts";
import { readSettings, type Settings } from "../../domain/settings/read-settings.ts";
import { signaturePictureUrl } from "../../domain/settings/signature-picture.ts";
import { acceptsNoRequest, settingsSectionsOf, type SettingsSections } from "../../domain/settings/roles.ts";
import { visibleUserWhere } from "../../domain/directory/access.ts";
import { builder } from "../builder.ts";
// Registers the DomainError object type that the result union below lists by its class.
import "../domain-error.ts";
import { UserRef } from "../directory/user.ts";

// Spec 2 §2 "Settings screen", §6 "Settings", §7 PUT users/{id}: the viewer's own settings,
// reached through their User (null on anyone else's), and the preferences they change.

const SettingsSectionsRef = builder.objectRef<SettingsSections>("SettingsSections").implement({
  description: "Spec 2 §6: which parts of the settings screen this account sees.",
  fields: (t) => ({
    individualProject: t.exposeBoolean("individualProject", { description: "Requestable users: accepting requests addressed to them personally." }),
    absence: t.exposeBoolean("absence", { description: "Requestable users: their away message (setMyAway)." }),
    directoryVisibility: t.exposeBoolean("directoryVisibility", { description: "Requestable users: appearing in the directory (isSearchable)." }),
    signature: t.exposeBoolean("signature", { description: "Requestable users: the handwritten signature of their documents." }),
    sendingOutOfNetwork: t.exposeBoolean("sendingOutOfNetwork", { description: "Group senders: sending requests outside their networks (sendsIndividualRequests)." }),
    smsAlerts: t.exposeBoolean("smsAlerts", { description: "Accounts with the SMS feature: text-message alerts (usesSmsAlerts)." }),
    billingNumbers: t.exposeBoolean("billingNumbers", { description: "France only: billing numbers." }),
    mssAddress: t.exposeBoolean("mssAddress", { description: "France only: the secure health messaging (MSSanté) address." }),
  }),
});

export const SettingsRef = builder.objectRef<Settings>("Settings").implement({
  description: "The viewer's own settings and preferences (spec 2 §3 Current user). Readable by the account's owner only.",
  fields: (t) => ({
    bio: t.exposeString("bio", { nullable: true, description: `The presentation shown on the profile page (at most ${BIO_MAX_LENGTH} characters).` }),
    acceptsIndividualRequests: t.exposeBoolean("acceptsIndividualRequests", {
      description: "Takes requests addressed to them personally: offered as a recipient and counted as accessible in the directory.",
    }),
    sendsIndividualRequests: t.exposeBoolean("sendsIndividualRequests", { description: "Sends requests outside their groups (to a professional directly)." }),
    usesSmsAlerts: t.exposeBoolean("usesSmsAlerts", { description: "A text message announces each request received (with the SMS feature only)." }),
    isSearchable: t.exposeBoolean("isSearchable", { description: "Appears in the directory and in other users' recipient search." }),
    hasSmsFeature: t.exposeBoolean("hasSmsFeature", { description: "The account has the text-message alerts feature." }),
    isRequestable: t.exposeBoolean("isRequestable", { description: "The account can be asked for advice personally." }),
    isGroupExpert: t.exposeBoolean("isGroupExpert", { description: "Expert of a recipient group (an ongoing membership that replies)." }),
    isGroupSender: t.exposeBoolean("isGroupSender", { description: "Sends requests on behalf of a group (an ongoing membership with can_send_from_group)." }),
    phone: t.exposeString("phone", { nullable: true, description: "The account's mobile number." }),
    sections: t.field({ type: SettingsSectionsRef, description: "Which parts of the settings screen this account sees.", resolve: (s) => settingsSectionsOf(s) }),
    acceptsNoRequestWarning: t.boolean({
      description: "Spec 2 §6: requestable, yet accepts neither individual requests nor group-expert duties (nobody can ask them).",
      resolve: (s) => acceptsNoRequest(s, s),
    }),
    awayMessageActive: t.exposeBoolean("awayMessageActive", { description: "The away message is on." }),
    awayBlocking: t.exposeBoolean("awayBlocking", { description: "While away, no individual request is taken." }),
    awaySince: t.expose("awaySince", { type: "DateTime", nullable: true, description: "First day away, as stored." }),
    awayLastDay: t.string({ nullable: true, description: "The last day away (YYYY-MM-DD), as chosen in the away modal.", resolve: (s) => (s.awayUntil ? lastAwayDayOf(s.awayUntil) : null) }),
    awayMessage: t.exposeString("awayMessage", { nullable: true, description: "Free text shown with the away notice." }),
    signaturePictureUrl: t.string({
      nullable: true,
      description:
        "The address of the handwritten signature (a PNG of ink on transparency, spec 2 §4), readable by its owner only; null when none is set. It changes with each new signature. Uploads go through REST (PUT /api/v1/users/{id}/signature_picture, multipart).",
      resolve: (s) => signaturePictureUrl(s.userId, s.signaturePictureId),
    }),
    billingSoftware: t.string({
      nullable: true,
      description: `France only (spec 2 §7, §9): the practice software the account bills from, one of ${BILLING_SOFTWARE_FAMILIES.join(", ")}; null when none is chosen.`,
      resolve: (s) => s.billingSoftware,
    }),
    supportEmail: t.string({
      description: "The support team's address for the account's country: deactivating an account goes through it (spec 2 §6).",
      resolve: (s, _args, context) => context.supportEmails[s.country],
    }),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  settings: t.field({
    type: SettingsRef,
    nullable: true,
    description: "The account's settings: for its owner only, null on anyone else's (super users included).",
    resolve: (user, _args, context) => (canReadSettings(context.viewer, user.id) ? readSettings(context.prisma, context.viewer, user.id) : null),
  }),
}));

const SettingsSavedRef = builder.objectRef<{ userId: number }>("SettingsSaved").implement({
  description: "The viewer's preferences were saved.",
  fields: (t) => ({
    user: t.prismaField({
      type: UserRef,
      description: "The viewer's user as saved (read its settings).",
      resolve: (query, parent, _args, context) => context.prisma.user.findFirstOrThrow({ ...query, where: { id: parent.userId, AND: [visibleUserWhere(context.viewer)] } }),
    }),
  }),
});

const UpdateSettingsInput = builder.inputType("UpdateSettingsInput", {
  description: "Spec 2 §7 PUT users/{id}: the preferences to change; a field left out is kept.",
  fields: (t) => ({
    bio: t.string({ required: false, description: `The presentation (at most ${BIO_MAX_LENGTH} characters); trimmed, empty or null removes it.` }),
    acceptsIndividualRequests: t.boolean({ required: false, description: "Requestable users: take requests addressed to them personally." }),
    sendsIndividualRequests: t.boolean({ required: false, description: "Group senders: send requests outside their groups." }),
    usesSmsAlerts: t.boolean({ required: false, description: "Accounts with the SMS feature: a text message for each request received." }),
    isSearchable: t.boolean({ required: false, description: "Requestable users: appear in the directory and the recipient search." }),
    billingSoftware: t.string({
      required: false,
      description: `France only: the practice software the account bills from, one of ${BILLING_SOFTWARE_FAMILIES.join(", ")} (else billing_software_invalid); null clears it, left out keeps it.`,
    }),
  }),
});

builder.mutationField("updateSettings", (t) =>
  t.field({
    type: builder.errorUnion("UpdateSettingsResult", {
      description:
        "The saved settings, or a DomainError: validation_failed (bio too long), setting_not_applicable (a preference the account does not have), billing_software_invalid (not a family of spec 2 §9), france_only (a billing software outside France).",
      types: [SettingsSavedRef, DomainError],
      resolveType: () => SettingsSavedRef,
    }),
    authScopes: { loggedIn: true },
    description: "Changes the viewer's own preferences (spec 2 §2 settings screen). A refusal changes nothing.",
    args: { input: t.arg({ type: UpdateSettingsInput, required: true, description: "The preferences to change." }) },
    resolve: async (_root, { input }, context) => {
      const viewer = requireViewer(context.viewer);
      return updateUserSettings(domainDeps(context), viewer, {
        userId: viewer.userId,
        billingSoftware: input.billingSoftware,
        bio: input.bio,
        acceptsIndividualRequests: input.acceptsIndividualRequests ?? undefined,
        sendsIndividualRequests: input.sendsIndividualRequests ?? undefined,
        usesSmsAlerts: input.usesSmsAlerts ?? undefined,
        isSearchable: input.isSearchable ?? undefined,
      });
    },
  }),
);

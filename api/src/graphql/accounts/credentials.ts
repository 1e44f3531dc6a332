import { requireViewer } from "../../domain/access.ts";
import { changeOwnPassword } from "../../domain/accounts/password-change.ts";
import { changeOwnEmail, changeOwnPhone, type ContactChangeStep } from "../../domain/accounts/contact-change.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { CodeChannelEnum } from "./login.ts";

const PasswordChanged = builder.objectRef<{ endedSessionIds: number[] }>("PasswordChanged").implement({
  description: "The new password is set. Every other session of the account ended (their sockets closed) and remembered devices were forgotten; this one goes on.",
  fields: (t) => ({ endedSessions: t.int({ description: "How many other sessions were ended.", resolve: (r) => r.endedSessionIds.length }) }),
});

builder.mutationField("changePassword", (t) =>
  t.field({
    type: builder.errorUnion("ChangePasswordResult", {
      description: "The password changed, or a DomainError: wrong_password (current_password), passwords_do_not_match, password_too_short, password_too_long (password), rate_limited.",
      types: [PasswordChanged, DomainError],
      resolveType: () => PasswordChanged,
    }),
    authScopes: { loggedIn: true },
    description: "Settings, password change (spec 2 §5): the current password and a new one of at least 12 characters. Ends every other session of the account.",
    args: {
      input: t.arg({
        type: builder.inputType("ChangePasswordInput", {
          description: "The current password, the new one and, optionally, its confirmation.",
          fields: (f) => ({
            currentPassword: f.string({ required: true, description: "The password in use now." }),
            password: f.string({ required: true, description: "The new password (12 to 256 characters)." }),
            passwordConfirmation: f.string({ required: false, description: "The new password typed again; when given it must be equal (passwords_do_not_match)." }),
          }),
        }),
        required: true,
        description: "The passwords.",
      }),
    },
    resolve: (_root, { input }, context) =>
      changeOwnPassword(domainDeps(context), requireViewer(context.viewer), { currentPassword: input.currentPassword, password: input.password, passwordConfirmation: input.passwordConfirmation ?? undefined }),
  }),
);

const ValidationCodeSent = builder.objectRef<Extract<ContactChangeStep, { kind: "codes_sent" }>["codes"][number]>("ValidationCodeSent").implement({
  description: "One of the two codes of a contact change, and where it went.",
  fields: (t) => ({
    channel: t.field({ type: CodeChannelEnum, description: "By email or by text message.", resolve: (c) => c.channel }),
    maskedTarget: t.exposeString("maskedTarget", { description: "The address or number it went to, masked (d•••@example.org, ••••••5678)." }),
    field: t.exposeString("field", { description: "The input field that takes this code: emailValidation or phoneValidation." }),
  }),
});

const ContactCodesSent = builder.objectRef<Extract<ContactChangeStep, { kind: "codes_sent" }>>("ContactCodesSent").implement({
  description: "First call of an email or phone change: a code went to the new value and one to the account's other channel. Call again with both.",
  fields: (t) => ({ codes: t.field({ type: [ValidationCodeSent], description: "The two codes sent.", resolve: (s) => s.codes }) }),
});

const ContactChanged = builder.objectRef<Extract<ContactChangeStep, { kind: "changed" }>>("ContactChanged").implement({
  description: "Second call: the change is done and the old address was told.",
  fields: (t) => ({ value: t.exposeString("value", { description: "The new email address or mobile phone number, as stored." }) }),
});

const contactStepTypes = [ContactCodesSent, ContactChanged, DomainError] as const;
// DomainError never reaches resolveType: the errors plugin picks it by class.
const contactStepType = (step: ContactChangeStep | DomainError) => (step instanceof DomainError || step.kind === "changed" ? ContactChanged : ContactCodesSent);

const errorsText = "invalid_email or invalid_phone, already_exists (email), same_contact, invalid_code or code_expired (with the field at fault), rate_limited";

builder.mutationField("changeEmail", (t) =>
  t.field({
    type: builder.errorUnion("ChangeEmailResult", { description: `The step done, or a DomainError: ${errorsText}.`, types: [...contactStepTypes], resolveType: contactStepType }),
    authScopes: { loggedIn: true },
    description: "Settings, email change (spec 2 §4, §7): without codes, sends a code to the new address and one to the mobile phone (the current address when there is none); with both codes, changes the address.",
    args: {
      input: t.arg({
        type: builder.inputType("ChangeEmailInput", {
          description: "The new address and, on the second call, both codes.",
          fields: (f) => ({
            email: f.string({ required: true, description: "The new email address." }),
            emailValidation: f.string({ required: false, description: "The code sent to the new address (second call)." }),
            phoneValidation: f.string({ required: false, description: "The code sent to the other channel (second call)." }),
          }),
        }),
        required: true,
        description: "The change.",
      }),
    },
    resolve: (_root, { input }, context) =>
      changeOwnEmail(domainDeps(context), requireViewer(context.viewer), { email: input.email, emailValidation: input.emailValidation ?? undefined, phoneValidation: input.phoneValidation ?? undefined }),
  }),
);

builder.mutationField("changePhone", (t) =>
  t.field({
    type: builder.errorUnion("ChangePhoneResult", { description: `The step done, or a DomainError: ${errorsText}.`, types: [...contactStepTypes], resolveType: contactStepType }),
    authScopes: { loggedIn: true },
    description: "Settings, mobile phone change (spec 2 §4, §7): without codes, sends a code to the new number and one to the email address; with both codes, changes the number.",
    args: {
      input: t.arg({
        type: builder.inputType("ChangePhoneInput", {
          description: "The new number and, on the second call, both codes.",
          fields: (f) => ({
            phone: f.string({ required: true, description: "The new mobile phone number." }),
            emailValidation: f.string({ required: false, description: "The code sent to the email address (second call)." }),
            phoneValidation: f.string({ required: false, description: "The code sent to the new number (second call)." }),
          }),
        }),
        required: true,
        description: "The change.",
      }),
    },
    resolve: (_root, { input }, context) =>
      changeOwnPhone(domainDeps(context), requireViewer(context.viewer), { phone: input.phone, emailValidation: input.emailValidation ?? undefined, phoneValidation: input.phoneValidation ?? undefined }),
  }),
);

import { requestPasswordCodes, resetPassword } from "../../domain/accounts/password-reset.ts";
import { applyLoginCookies, loginContext } from "../../call/login-cookies.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { builder } from "../builder.ts";
import { DomainError } from "../../domain/errors.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { LoginSuccess, type LoginSuccessShape } from "./login.ts";

type CodesRequestedShape = { kind: "requested" };

const PasswordModeEnum = builder.enumType("PasswordMode", {
  description: "RESET: forgotten password. INIT: first password of an account created for the user (/init_password).",
  values: {
    RESET: { description: "The user forgot their password." },
    INIT: { description: "The first password of an account created for the user." },
  } as const,
});

const PasswordCodesRequested = builder.objectRef<CodesRequestedShape>("PasswordCodesRequested").implement({
  description: "When the address has an account, a code went to it and one to its mobile phone. The answer is the same either way.",
  fields: (t) => ({ ok: t.boolean({ description: "Always true.", resolve: () => true }) }),
});

const RequestPasswordCodesResult = builder.errorUnion("RequestPasswordCodesResult", {
  description: "Codes requested (the same answer whether the address has an account or not), or a DomainError: invalid_email, rate_limited.",
  types: [PasswordCodesRequested, DomainError],
  resolveType: () => PasswordCodesRequested,
});

const ResetPasswordResult = builder.errorUnion("ResetPasswordResult", {
  description: "The new password is set and the user logged in, or a DomainError: invalid_code, code_expired (with the field at fault), password_too_short, password_too_long, rate_limited.",
  types: [LoginSuccess, DomainError],
  resolveType: () => LoginSuccess,
});

const RequestPasswordCodesInput = builder.inputType("RequestPasswordCodesInput", {
  description: "Whose password to reset.",
  fields: (t) => ({
    email: t.string({ required: true, description: "The account's email address." }),
    mode: t.field({ type: PasswordModeEnum, required: false, description: "Reset (default) or first password; it only changes the wording of the messages." }),
  }),
});

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  description: "Both codes of step 1 and the new password.",
  fields: (t) => ({
    email: t.string({ required: true, description: "The account's email address, as in step 1." }),
    emailValidation: t.string({ required: true, description: "The 6-digit code sent by email." }),
    phoneValidation: t.string({ required: true, description: "The text-message code; ignored for an account without a mobile phone." }),
    password: t.string({ required: true, description: "The new password (12 to 256 characters)." }),
    mode: t.field({ type: PasswordModeEnum, required: false, description: "As in step 1." }),
  }),
});

const modeOf = (mode: "RESET" | "INIT" | null | undefined) => (mode === "INIT" ? "init" : "reset");

builder.mutationField("requestPasswordCodes", (t) =>
  t.field({
    type: RequestPasswordCodesResult,
    authScopes: { public: true },
    description: "Password reset (or initialisation) step 1.",
    args: { input: t.arg({ type: RequestPasswordCodesInput, required: true, description: "The account's email address and the mode." }) },
    resolve: async (_root, { input }, context) => {
      await requestPasswordCodes(domainDeps(context), { email: input.email, mode: modeOf(input.mode) });
      return { kind: "requested" } satisfies CodesRequestedShape;
    },
  }),
);

builder.mutationField("resetPassword", (t) =>
  t.field({
    type: ResetPasswordResult,
    authScopes: { public: true },
    description: "Password reset step 2: both codes and the new password. Ends every other session; the user is logged in.",
    args: { input: t.arg({ type: ResetPasswordInput, required: true, description: "The codes and the new password." }) },
    resolve: async (_root, { input }, context) => {
      const step = await resetPassword(domainDeps(context), loginContext(context), { ...input, mode: modeOf(input.mode) });
      applyLoginCookies(context, step);
      return { kind: "success", userId: step.userId } satisfies LoginSuccessShape;
    },
  }),
);

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
  values: ["RESET", "INIT"] as const,
});

const PasswordCodesRequested = builder.objectRef<CodesRequestedShape>("PasswordCodesRequested").implement({
  description: "When the address has an account, a code went to it and one to its mobile phone. The answer is the same either way.",
  fields: (t) => ({ ok: t.boolean({ resolve: () => true }) }),
});

const RequestPasswordCodesResult = builder.errorUnion("RequestPasswordCodesResult", {
  types: [PasswordCodesRequested, DomainError],
  resolveType: () => PasswordCodesRequested,
});

const ResetPasswordResult = builder.errorUnion("ResetPasswordResult", {
  types: [LoginSuccess, DomainError],
  resolveType: () => LoginSuccess,
});

const RequestPasswordCodesInput = builder.inputType("RequestPasswordCodesInput", {
  fields: (t) => ({ email: t.string({ required: true }), mode: t.field({ type: PasswordModeEnum, required: false }) }),
});

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    emailValidation: t.string({ required: true }),
    phoneValidation: t.string({ required: true, description: "The text-message code; ignored for an account without a mobile phone." }),
    password: t.string({ required: true }),
    mode: t.field({ type: PasswordModeEnum, required: false }),
  }),
});

const modeOf = (mode: "RESET" | "INIT" | null | undefined) => (mode === "INIT" ? "init" : "reset");

builder.mutationField("requestPasswordCodes", (t) =>
  t.field({
    type: RequestPasswordCodesResult,
    authScopes: { public: true },
    description: "Password reset (or initialisation) step 1.",
    args: { input: t.arg({ type: RequestPasswordCodesInput, required: true }) },
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
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const step = await resetPassword(domainDeps(context), loginContext(context), { ...input, mode: modeOf(input.mode) });
      applyLoginCookies(context, step);
      return { kind: "success", userId: step.userId } satisfies LoginSuccessShape;
    },
  }),
);

import { openVerifiedSession } from "../../domain/accounts/open-session.ts";
import { requestPasswordCodes, resetPassword } from "../../domain/accounts/password-reset.ts";
import { applyLoginCookies, loginContext } from "../../call/login-cookies.ts";
import { sessionsEndedPublisher } from "../../domain/ports.ts";
import { builder } from "../builder.ts";
import { domainCall } from "../domain-call.ts";
import { DomainErrorRef, type DomainErrorShape } from "../domain-error.ts";
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

const RequestPasswordCodesResult = builder.unionType("RequestPasswordCodesResult", {
  types: [PasswordCodesRequested, DomainErrorRef],
  resolveType: (value: CodesRequestedShape | DomainErrorShape) => (value.kind === "requested" ? PasswordCodesRequested : DomainErrorRef),
});

const ResetPasswordResult = builder.unionType("ResetPasswordResult", {
  types: [LoginSuccess, DomainErrorRef],
  resolveType: (value: LoginSuccessShape | DomainErrorShape) => (value.kind === "success" ? LoginSuccess : DomainErrorRef),
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
    resolve: (_root, { input }, context) =>
      domainCall(context, async () => {
        await requestPasswordCodes(context.prisma, { email: input.email, mode: modeOf(input.mode) }, { messenger: context.messenger, meta: context.meta, now: context.now() });
        return { kind: "requested" } satisfies CodesRequestedShape;
      }),
  }),
);

builder.mutationField("resetPassword", (t) =>
  t.field({
    type: ResetPasswordResult,
    authScopes: { public: true },
    description: "Password reset step 2: both codes and the new password. Ends every other session; the user is logged in.",
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: (_root, { input }, context) =>
      domainCall(context, async () => {
        // Every socket on an ended session closes, on every API instance.
        const onSessionsEnded = sessionsEndedPublisher(context.pubsub);
        const userId = await resetPassword(context.prisma, { ...input, mode: modeOf(input.mode) }, { messenger: context.messenger, meta: context.meta, now: context.now(), onSessionsEnded });
        const step = await openVerifiedSession(context.prisma, userId, loginContext(context), { rememberDevice: false, via: "password_reset" });
        applyLoginCookies(context, step);
        return { kind: "success", userId } satisfies LoginSuccessShape;
      }),
  }),
);

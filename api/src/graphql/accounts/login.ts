import { login } from "../../domain/accounts/login.ts";
import { applyLoginCookies, loginContext } from "../../call/login-cookies.ts";
import { logOut } from "../../domain/accounts/logout.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { builder } from "../builder.ts";
import { DomainError } from "../../domain/errors.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { UserRef } from "../directory/user.ts";
import { loggedInAccountLocale } from "../../domain/accounts/locale-choice.ts";

export type LoginSuccessShape = { kind: "success"; userId: number };
type MfaRequiredShape = { kind: "mfa_required"; channel: "EMAIL" | "SMS"; maskedTarget: string };

const LoginInput = builder.inputType("LoginInput", {
  description: "Credentials of a login attempt; the same input, with `mfaCode`, completes the second step.",
  fields: (t) => ({
    email: t.string({ required: true, description: "The account's email address (case does not matter)." }),
    password: t.string({ required: true, description: "The account's password." }),
    mfaCode: t.string({ required: false, description: 'The 6-digit code of the second step; "sms" asks for it by text message instead of email.' }),
    rememberMfa: t.boolean({ required: false, description: "Remember this device so the next logins skip the code (default true)." }),
    endOtherSessions: t.boolean({
      required: false,
      description: "End the account's sessions on other devices once logged in (default false: they stay open; this browser's previous session is always replaced).",
    }),
  }),
});

export const CodeChannelEnum = builder.enumType("CodeChannel", {
  description: "Where a verification code was sent.",
  values: { EMAIL: { description: "To the account's email address." }, SMS: { description: "By text message to the account's mobile phone." } } as const,
});

const MfaRequired = builder.objectRef<MfaRequiredShape>("MfaRequired").implement({
  description: "The password was right; a code was sent. Submit the same input again with `mfaCode`.",
  fields: (t) => ({
    channel: t.field({ type: CodeChannelEnum, description: "How the code was sent.", resolve: (parent) => parent.channel }),
    maskedTarget: t.exposeString("maskedTarget", { description: "Where the code went, partly hidden." }),
  }),
});

export const LoginSuccess = builder.objectRef<LoginSuccessShape>("LoginSuccess").implement({
  description: "The user is logged in: the session and CSRF cookies are set on this answer.",
  fields: (t) => ({
    viewer: t.prismaField({
      type: UserRef,
      description: "The logged-in user.",
      resolve: (query, parent, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.userId } }),
    }),
    // The call that logs in has no viewer yet (User.locale answers its owner only): the language
    // comes with the success itself, so that the first screen already speaks it (issue 20).
    locale: t.string({
      description: "The account's language (fr, fr-BE, de, en, nl-BE); the interface switches to it once logged in.",
      resolve: (parent, _args, context) => loggedInAccountLocale(context.prisma, parent.userId),
    }),
  }),
});

const LoginResult = builder.errorUnion("LoginResult", {
  description: "Logged in, a code to enter (MfaRequired), or a DomainError: invalid_credentials, invalid_code, code_expired, contact_phone_missing, rate_limited.",
  types: [LoginSuccess, MfaRequired, DomainError],
  // Thrown DomainErrors are resolved by the plugin before this is asked.
  resolveType: (value) => ("kind" in value && value.kind === "mfa_required" ? "MfaRequired" : "LoginSuccess"),
});

const LogoutResult = builder.objectRef<{ ok: boolean }>("LogoutResult").implement({
  description: "The session is over; its cookie is cleared.",
  fields: (t) => ({ ok: t.exposeBoolean("ok", { description: "Always true: logging out an absent session succeeds too." }) }),
});

builder.mutationField("login", (t) =>
  t.field({
    type: LoginResult,
    authScopes: { public: true },
    description: "Two-step login: the password first (answers MfaRequired unless this device is remembered), then the same input with the code.",
    args: { input: t.arg({ type: LoginInput, required: true, description: "Email, password and, at the second step, the code." }) },
    resolve: async (_root, { input }, context) => {
      const step = await login(context.prisma, { email: input.email, password: input.password, mfaCode: input.mfaCode ?? undefined, rememberMfa: input.rememberMfa ?? undefined, endOtherSessions: input.endOtherSessions ?? undefined }, loginContext(context));
      if (step.kind === "mfa_required") return step satisfies MfaRequiredShape;
      applyLoginCookies(context, step);
      return { kind: "success", userId: step.userId } satisfies LoginSuccessShape;
    },
  }),
);

builder.mutationField("logout", (t) =>
  t.field({
    type: LogoutResult,
    authScopes: { public: true },
    description: "Ends the current session (server side too) and clears its cookie.",
    resolve: async (_root, _args, context) => {
      await logOut(domainDeps(context), context.sessionToken);
      context.cookies.clearSession();
      return { ok: true };
    },
  }),
);

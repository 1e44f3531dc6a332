import { login } from "../../domain/accounts/login.ts";
import { applyLoginCookies, loginContext } from "../../call/login-cookies.ts";
import { logOut } from "../../domain/accounts/logout.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { builder } from "../builder.ts";
import { DomainError } from "../../domain/errors.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { UserRef } from "../directory/user.ts";

export type LoginSuccessShape = { kind: "success"; userId: number };
type MfaRequiredShape = { kind: "mfa_required"; channel: "EMAIL" | "SMS"; maskedTarget: string };

const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    mfaCode: t.string({ required: false, description: 'The 6-digit code of the second step; "sms" asks for it by text message instead of email.' }),
    rememberMfa: t.boolean({ required: false, description: "Remember this device so the next logins skip the code (default true)." }),
  }),
});

const CodeChannelEnum = builder.enumType("CodeChannel", { values: ["EMAIL", "SMS"] as const });

const MfaRequired = builder.objectRef<MfaRequiredShape>("MfaRequired").implement({
  description: "The password was right; a code was sent. Submit the same input again with `mfaCode`.",
  fields: (t) => ({
    channel: t.field({ type: CodeChannelEnum, resolve: (parent) => parent.channel }),
    maskedTarget: t.exposeString("maskedTarget", { description: "Where the code went, partly hidden." }),
  }),
});

export const LoginSuccess = builder.objectRef<LoginSuccessShape>("LoginSuccess").implement({
  fields: (t) => ({
    viewer: t.prismaField({
      type: UserRef,
      resolve: (query, parent, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.userId } }),
    }),
  }),
});

const LoginResult = builder.errorUnion("LoginResult", {
  types: [LoginSuccess, MfaRequired, DomainError],
  // Thrown DomainErrors are resolved by the plugin before this is asked.
  resolveType: (value) => ("kind" in value && value.kind === "mfa_required" ? "MfaRequired" : "LoginSuccess"),
});

const LogoutResult = builder.objectRef<{ ok: boolean }>("LogoutResult").implement({
  fields: (t) => ({ ok: t.exposeBoolean("ok") }),
});

builder.mutationField("login", (t) =>
  t.field({
    type: LoginResult,
    authScopes: { public: true },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const step = await login(context.prisma, { email: input.email, password: input.password, mfaCode: input.mfaCode ?? undefined, rememberMfa: input.rememberMfa ?? undefined }, loginContext(context));
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
    resolve: async (_root, _args, context) => {
      await logOut(domainDeps(context), context.sessionToken);
      context.cookies.clearSession();
      return { ok: true };
    },
  }),
);

import { loginWithPassword } from "../../domain/auth/login.ts";
import { revokeSessionToken } from "../../domain/auth/sessions.ts";
import { recordAudit } from "../../domain/audit.ts";
import { newToken } from "../../domain/auth/tokens.ts";
import { builder } from "../builder.ts";
import { DomainErrorRef, toDomainErrorShape, type DomainErrorShape } from "./domain-error.ts";
import { UserRef } from "./user.ts";

type LoginSuccessShape = { kind: "success"; userId: number };

const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    rememberDevice: t.boolean({ required: false }),
  }),
});

const LoginSuccess = builder.objectRef<LoginSuccessShape>("LoginSuccess").implement({
  fields: (t) => ({
    viewer: t.prismaField({
      type: UserRef,
      resolve: (query, parent, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.userId } }),
    }),
  }),
});

const LoginResult = builder.unionType("LoginResult", {
  types: [LoginSuccess, DomainErrorRef],
  resolveType: (value: LoginSuccessShape | DomainErrorShape) => (value.kind === "success" ? LoginSuccess : DomainErrorRef),
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
      const result = await loginWithPassword(
        context.prisma,
        { email: input.email, password: input.password, rememberDevice: input.rememberDevice ?? undefined },
        { policy: context.sessionPolicy, meta: context.meta, now: context.now(), previousToken: context.sessionToken },
      );
      if (!result.ok) return toDomainErrorShape(result.error, context.locale);
      context.cookies.setSession(result.value.token, result.value.expiresAt);
      // A fresh CSRF token too, so a token seen before login is worthless after it.
      context.cookies.setCsrf(newToken());
      return { kind: "success", userId: result.value.userId } satisfies LoginSuccessShape;
    },
  }),
);

builder.mutationField("logout", (t) =>
  t.field({
    type: LogoutResult,
    authScopes: { public: true },
    resolve: async (_root, _args, context) => {
      const userId = await revokeSessionToken(context.prisma, context.sessionToken, context.now());
      if (userId !== null) await recordAudit(context.prisma, { kind: "logout", actorUserId: userId, meta: context.meta });
      context.cookies.clearSession();
      return { ok: true };
    },
  }),
);

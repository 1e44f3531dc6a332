import { z } from "zod";
import { loginWithPassword } from "../../domain/auth/login.ts";
import { revokeSessionToken } from "../../domain/auth/sessions.ts";
import { newToken } from "../../domain/auth/tokens.ts";
import { recordAudit } from "../../domain/audit.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";
import { currentUserShape, loadCurrentUser } from "../shapes/user.ts";

const loginBody = z.object({
  email: z.string().max(254),
  password: z.string().max(256),
  mfa_code: z.string().max(16).optional().describe("Reserved for the two-step login; not checked yet."),
  remember_mfa: z.boolean().optional(),
});

export const sessionRoutes = [
  defineRoute({
    method: "GET",
    path: "/csrf",
    tag: "session",
    summary: "The CSRF token to send as X-CSRF-Token on every write; sets the csrf cookie when missing.",
    auth: "public",
    response: z.object({ csrf_token: z.string() }),
    handler: async (context) => {
      const token = context.csrfToken ?? newToken();
      if (!context.csrfToken) context.cookies.setCsrf(token);
      return { body: { csrf_token: token } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/login",
    tag: "session",
    summary: "Log in with email and password; sets the session cookie and a fresh CSRF cookie.",
    auth: "public",
    body: loginBody,
    response: z.object({ user: currentUserShape }),
    handler: async (context, { body }) => {
      const result = await loginWithPassword(
        context.prisma,
        { email: body.email, password: body.password, rememberDevice: body.remember_mfa },
        { policy: context.sessionPolicy, meta: context.meta, now: context.now(), previousToken: context.sessionToken },
      );
      if (!result.ok) return restError(result.error.code, context.locale, result.error.field);
      context.cookies.setSession(result.value.token, result.value.expiresAt);
      context.cookies.setCsrf(newToken());
      return { body: { user: await loadCurrentUser(context.prisma, result.value.userId) } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/logout",
    tag: "session",
    summary: "End the current session.",
    auth: "public",
    response: z.object({ ok: z.boolean() }),
    handler: async (context) => {
      const userId = await revokeSessionToken(context.prisma, context.sessionToken, context.now());
      if (userId !== null) await recordAudit(context.prisma, { kind: "logout", actorUserId: userId, meta: context.meta });
      context.cookies.clearSession();
      return { body: { ok: true } };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/users/me",
    tag: "session",
    summary: "The current user.",
    auth: "loggedIn",
    response: currentUserShape,
    handler: async (context) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      return { body: await loadCurrentUser(context.prisma, viewer.userId) };
    },
  }),
];

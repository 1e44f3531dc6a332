import { z } from "zod";
import { login } from "../../domain/accounts/login.ts";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import { applyLoginCookies, loginContext } from "../../call/login-cookies.ts";
import { newToken } from "../../domain/accounts/tokens.ts";
import { restError } from "../errors.ts";
import { logOut } from "../../domain/accounts/logout.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { defineRoute } from "../route.ts";
import { currentUserShape, loadCurrentUser } from "./current-user-shape.ts";

const loginBody = z.object({
  email: z.string().max(254),
  password: z.string().max(256),
  mfa_code: z.string().max(16).optional().describe('Second step: the 6-digit code; "sms" asks for the code by text message. Absent: the code is sent by email.'),
  remember_mfa: z.boolean().optional().describe("Remember this device: later logins skip the code (default true)."),
});

export const sessionRoutes = [
  defineRoute({
    method: "GET",
    path: "/csrf",
    operationId: "getCsrfToken",
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
    operationId: "login",
    tag: "session",
    summary:
      "Two-step login. Without mfa_code: checks the password, sends a code and answers 401 mfa_required (with channel and masked_target). " +
      "With the code: sets the session cookie and a fresh CSRF cookie.",
    auth: "public",
    errors: ["invalid_credentials", "mfa_required", "invalid_code", "code_expired", "contact_phone_missing", "rate_limited"],
    body: loginBody,
    response: z.object({ user: currentUserShape }),
    handler: async (context, { body }) => {
      const step = await login(context.prisma, { email: body.email, password: body.password, mfaCode: body.mfa_code, rememberMfa: body.remember_mfa }, loginContext(context));
      if (step.kind === "mfa_required") {
        return { status: 401, body: { code: "mfa_required", message: errorMessage("mfa_required", context.locale), channel: step.channel.toLowerCase(), masked_target: step.maskedTarget } };
      }
      applyLoginCookies(context, step);
      return { body: { user: await loadCurrentUser(context.prisma, step.userId, context.locale) } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/logout",
    operationId: "logout",
    tag: "session",
    summary: "End the current session.",
    auth: "public",
    response: z.object({ ok: z.boolean() }),
    handler: async (context) => {
      await logOut(domainDeps(context), context.sessionToken);
      context.cookies.clearSession();
      return { body: { ok: true } };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/users/me",
    operationId: "getCurrentUser",
    tag: "session",
    summary: "The current user.",
    auth: "loggedIn",
    response: currentUserShape,
    handler: async (context) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      return { body: await loadCurrentUser(context.prisma, viewer.userId, context.locale) };
    },
  }),
];

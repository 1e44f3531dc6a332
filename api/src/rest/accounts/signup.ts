import { z } from "zod";
import { localizeSpecialty } from "../../domain/directory/specialty-labels.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { requestPasswordCodes, requestPasswordCodesInput, resetPassword } from "../../domain/accounts/password-reset.ts";
import { requestSignupCodes, requestSignupCodesInput, signUp } from "../../domain/accounts/signup.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { searchProfessionals } from "../../domain/directory/professionals.ts";
import { applyLoginCookies, loginContext } from "../../call/login-cookies.ts";
import { defineRoute } from "../route.ts";
import { currentUserShape, loadCurrentUser } from "./current-user-shape.ts";

// Signup (spec 1 §2, payload names of spec 1 §3) and password reset, for legacy clients.
// Same domain commands as the GraphQL mutations; DomainErrors become { code, message, field }.

const country = z.enum(["FR", "BE", "DE"]);
// Bounded only: the commands check each value's shape with the spec's own codes, as over GraphQL.
const text = z.string().max(1_000);

const directoryEntry = z.object({
  professional_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  rpps: z.string(),
  country,
  specialty_label: z.string(),
  city: z.string().nullable(),
  has_account: z.boolean(),
});

const passwordMode = z.enum(["reset", "init"]).default("reset").describe("init: first password of an account created for the user (/init_password).");

export const signupRoutes = [
  defineRoute({
    method: "GET",
    path: "/signup/professionals",
    operationId: "searchSignupProfessionals",
    tag: "signup",
    summary: "Signup step 1: professionals whose name or registration number matches every word (at most 20).",
    auth: "public",
    query: z.object({ search: z.string().max(200).default(""), rpps: z.string().max(20).optional() }),
    response: z.array(directoryEntry),
    handler: async (context, { query }) => {
      const rows = await searchProfessionals(context.prisma, query.rpps ?? query.search);
      return {
        body: rows.map((p) => ({
          professional_id: p.id,
          first_name: p.firstName,
          last_name: p.lastName,
          rpps: p.rpps,
          country: p.country,
          specialty_label: localizeSpecialty(p.specialty, context.locale).label,
          city: p.practices[0]?.city ?? null,
          has_account: p.user !== null,
        })),
      };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/signup/contact-validation",
    operationId: "requestSignupCodes",
    tag: "signup",
    summary: "Signup step 2: checks email and mobile phone and sends a 6-digit code to each.",
    auth: "public",
    errors: ["invalid_email", "secure_messaging_unsupported", "invalid_phone", "rate_limited"],
    body: requestSignupCodesInput,
    response: z.object({ email: z.string(), phone: z.string() }),
    handler: async (context, { body }) => ({ body: await requestSignupCodes(domainDeps(context), body) }),
  }),
  defineRoute({
    method: "POST",
    path: "/signup",
    operationId: "signUp",
    tag: "signup",
    summary: "Signup step 3: both codes and the terms, then the account; sets the session cookie.",
    auth: "public",
    errors: ["not_found", "already_exists", "invalid_code", "code_expired", "terms_required", "invalid_email", "invalid_phone", "password_too_short", "password_too_long", "rate_limited"],
    body: z.object({
      professional_id: dbIdSchema,
      email: text,
      email_validation: text,
      password: text,
      phone: text,
      phone_validation: text,
      remember_mfa: z.boolean().default(true),
      accept_terms: z.boolean(),
    }),
    response: z.object({ user: currentUserShape }),
    handler: async (context, { body }) => {
      const step = await signUp(domainDeps(context), loginContext(context), {
        professionalId: body.professional_id,
        email: body.email,
        emailValidation: body.email_validation,
        phone: body.phone,
        phoneValidation: body.phone_validation,
        password: body.password,
        acceptTerms: body.accept_terms,
        rememberMfa: body.remember_mfa,
      });
      applyLoginCookies(context, step);
      return { status: 201, body: { user: await loadCurrentUser(context.prisma, step.userId, context.locale) } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/password/codes",
    operationId: "requestPasswordCodes",
    tag: "signup",
    summary: "Password reset step 1: a code by email and one by text message when the address has an account (same answer otherwise).",
    auth: "public",
    errors: ["invalid_email", "rate_limited"],
    body: requestPasswordCodesInput,
    response: z.object({ ok: z.boolean() }),
    handler: async (context, { body }) => {
      await requestPasswordCodes(domainDeps(context), body);
      return { body: { ok: true } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/password/reset",
    operationId: "resetPassword",
    tag: "signup",
    summary: "Password reset step 2: both codes and the new password; ends every other session and logs in.",
    auth: "public",
    errors: ["invalid_code", "code_expired", "password_too_short", "password_too_long", "rate_limited"],
    body: z.object({ email: text, email_validation: text, phone_validation: text.default(""), password: text, mode: passwordMode }),
    response: z.object({ user: currentUserShape }),
    handler: async (context, { body }) => {
      const step = await resetPassword(domainDeps(context), loginContext(context), {
        email: body.email,
        emailValidation: body.email_validation,
        phoneValidation: body.phone_validation,
        password: body.password,
        mode: body.mode,
      });
      applyLoginCookies(context, step);
      return { body: { user: await loadCurrentUser(context.prisma, step.userId, context.locale) } };
    },
  }),
];

import { requestSignupCodes, signUp } from "../../domain/accounts/signup.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { searchProfessionals } from "../../domain/directory/professionals.ts";
import { localizeSpecialty } from "../../domain/directory/specialty-labels.ts";
import { applyLoginCookies, loginContext } from "../../call/login-cookies.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { CountryEnum } from "../enums.ts";
import { DomainError } from "../../domain/errors.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { LoginSuccess, type LoginSuccessShape } from "./login.ts";

type DirectoryEntryShape = Awaited<ReturnType<typeof searchProfessionals>>[number];
type CodesSentShape = { kind: "codes_sent"; email: string; phone: string };

const DirectoryEntry = builder.objectRef<DirectoryEntryShape>("DirectoryEntry").implement({
  description: "A professional of the public directory, as signup step 1 shows it.",
  fields: (t) => ({
    professionalId: t.id({ description: "Global id of the professional; pass it to `signup`.", resolve: (p) => Buffer.from(`Professional:${p.id}`).toString("base64") }),
    firstName: t.exposeString("firstName", { description: "First name." }),
    lastName: t.exposeString("lastName", { description: "Last name." }),
    rpps: t.exposeString("rpps", { description: "Registration number: RPPS or ADELI in France, INAMI in Belgium, LANR in Germany." }),
    country: t.field({ type: CountryEnum, description: "Country of practice.", resolve: (p) => p.country }),
    specialtyLabel: t.string({ description: "The specialty or profession in the caller's locale.", resolve: (p, _args, context) => localizeSpecialty(p.specialty, context.locale).label }),
    city: t.string({ nullable: true, description: "Town of the first practice; null when no practice is known.", resolve: (p) => p.practices[0]?.city ?? null }),
    hasAccount: t.boolean({ description: "Whether this professional already has an account (signup then answers already_exists).", resolve: (p) => p.user !== null }),
  }),
});

builder.queryField("signupDirectory", (t) =>
  t.field({
    type: [DirectoryEntry],
    authScopes: { public: true },
    description: "Signup step 1: professionals whose name or registration number matches every word (at most 20).",
    args: { search: t.arg.string({ required: true, description: "Words of the name or registration number (each must match)." }) },
    resolve: (_root, { search }, context) => searchProfessionals(context.prisma, search),
  }),
);

const CodesSent = builder.objectRef<CodesSentShape>("CodesSent").implement({
  description: "A code went to the email address and one to the mobile phone (as stored, normalised).",
  fields: (t) => ({
    email: t.exposeString("email", { description: "The email address, normalised (lower case)." }),
    phone: t.exposeString("phone", { description: "The mobile phone in international format (E.164)." }),
  }),
});

const RequestSignupCodesResult = builder.errorUnion("RequestSignupCodesResult", {
  description: "Codes sent, or a DomainError: invalid_email, secure_messaging_unsupported, invalid_phone, rate_limited.",
  types: [CodesSent, DomainError],
  resolveType: () => CodesSent,
});

const SignupResult = builder.errorUnion("SignupResult", {
  description: "The account exists and the user is logged in, or a DomainError: not_found or already_exists (professional_id, email), invalid_code, code_expired, terms_required, password_too_short, password_too_long, rate_limited.",
  types: [LoginSuccess, DomainError],
  resolveType: () => LoginSuccess,
});

const RequestSignupCodesInput = builder.inputType("RequestSignupCodesInput", {
  description: "The contact details to verify before the account is created.",
  fields: (t) => ({
    email: t.string({ required: true, description: "Email address of the future account; secure-messaging addresses (MSSanté) are refused." }),
    phone: t.string({ required: true, description: "Mobile phone, national or international format, valid for `country`." }),
    country: t.field({ type: CountryEnum, required: true, description: "Country whose phone numbering applies." }),
  }),
});

const SignupInput = builder.inputType("SignupInput", {
  description: "Everything the account is created from: the professional chosen at step 1, the contact details and codes of step 2, the password and the terms.",
  fields: (t) => ({
    professionalId: t.id({ required: true, description: "DirectoryEntry.professionalId of the chosen professional." }),
    email: t.string({ required: true, description: "The email address, as sent at step 2." }),
    emailValidation: t.string({ required: true, description: "The 6-digit code sent by email." }),
    phone: t.string({ required: true, description: "The mobile phone, as sent at step 2." }),
    phoneValidation: t.string({ required: true, description: "The 6-digit code sent by text message." }),
    password: t.string({ required: true, description: "The password (12 to 256 characters)." }),
    acceptTerms: t.boolean({ required: true, description: "The terms of use were accepted; false answers terms_required." }),
    rememberMfa: t.boolean({ required: false, description: "Remember this device so that later logins skip the code (default true)." }),
  }),
});

builder.mutationField("requestSignupCodes", (t) =>
  t.field({
    type: RequestSignupCodesResult,
    authScopes: { public: true },
    description: "Signup step 2: checks email and mobile phone and sends a 6-digit code to each.",
    args: { input: t.arg({ type: RequestSignupCodesInput, required: true, description: "Email, mobile phone and country." }) },
    resolve: async (_root, { input }, context) => {
      const sent = await requestSignupCodes(domainDeps(context), input);
      return { kind: "codes_sent", ...sent } satisfies CodesSentShape;
    },
  }),
);

/** The professional part of a `Professional:<id>` global id; 0 (no row) for anything else. */
function professionalDbId(globalId: string | number): number {
  const decoded = Buffer.from(String(globalId), "base64").toString("utf8");
  return decoded.startsWith("Professional:") ? toDbId(decoded.slice("Professional:".length)) : 0;
}

builder.mutationField("signup", (t) =>
  t.field({
    type: SignupResult,
    authScopes: { public: true },
    description: "Signup step 3: both codes, the terms, then the account; the new user is logged in.",
    args: { input: t.arg({ type: SignupInput, required: true, description: "The account to create." }) },
    resolve: async (_root, { input }, context) => {
      const step = await signUp(domainDeps(context), loginContext(context), { ...input, professionalId: professionalDbId(input.professionalId), rememberMfa: input.rememberMfa ?? undefined });
      applyLoginCookies(context, step);
      return { kind: "success", userId: step.userId } satisfies LoginSuccessShape;
    },
  }),
);

import { requestSignupCodes, signUp } from "../../domain/accounts/signup.ts";
import { domainDeps } from "../../call/domain-deps.ts";
import { searchProfessionals } from "../../domain/directory/professionals.ts";
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
    professionalId: t.id({ resolve: (p) => Buffer.from(`Professional:${p.id}`).toString("base64") }),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    rpps: t.exposeString("rpps"),
    country: t.field({ type: CountryEnum, resolve: (p) => p.country }),
    specialtyLabel: t.string({ resolve: (p) => p.specialty.label }),
    city: t.string({ nullable: true, resolve: (p) => p.practices[0]?.city ?? null }),
    hasAccount: t.boolean({ resolve: (p) => p.user !== null }),
  }),
});

builder.queryField("signupDirectory", (t) =>
  t.field({
    type: [DirectoryEntry],
    authScopes: { public: true },
    description: "Signup step 1: professionals whose name or registration number matches every word (at most 20).",
    args: { search: t.arg.string({ required: true }) },
    resolve: (_root, { search }, context) => searchProfessionals(context.prisma, search),
  }),
);

const CodesSent = builder.objectRef<CodesSentShape>("CodesSent").implement({
  description: "A code went to the email address and one to the mobile phone (as stored, normalised).",
  fields: (t) => ({ email: t.exposeString("email"), phone: t.exposeString("phone") }),
});

const RequestSignupCodesResult = builder.errorUnion("RequestSignupCodesResult", {
  types: [CodesSent, DomainError],
  resolveType: () => CodesSent,
});

const SignupResult = builder.errorUnion("SignupResult", {
  types: [LoginSuccess, DomainError],
  resolveType: () => LoginSuccess,
});

const RequestSignupCodesInput = builder.inputType("RequestSignupCodesInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    country: t.field({ type: CountryEnum, required: true }),
  }),
});

const SignupInput = builder.inputType("SignupInput", {
  fields: (t) => ({
    professionalId: t.id({ required: true }),
    email: t.string({ required: true }),
    emailValidation: t.string({ required: true }),
    phone: t.string({ required: true }),
    phoneValidation: t.string({ required: true }),
    password: t.string({ required: true }),
    acceptTerms: t.boolean({ required: true }),
    rememberMfa: t.boolean({ required: false }),
  }),
});

builder.mutationField("requestSignupCodes", (t) =>
  t.field({
    type: RequestSignupCodesResult,
    authScopes: { public: true },
    description: "Signup step 2: checks email and mobile phone and sends a 6-digit code to each.",
    args: { input: t.arg({ type: RequestSignupCodesInput, required: true }) },
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
    args: { input: t.arg({ type: SignupInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const step = await signUp(domainDeps(context), loginContext(context), { ...input, professionalId: professionalDbId(input.professionalId), rememberMfa: input.rememberMfa ?? undefined });
      applyLoginCookies(context, step);
      return { kind: "success", userId: step.userId } satisfies LoginSuccessShape;
    },
  }),
);

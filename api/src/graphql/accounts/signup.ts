import { registerUser, validateSignupContacts } from "../../domain/accounts/signup.ts";
import { openVerifiedSession } from "../../domain/accounts/open-session.ts";
import { searchProfessionals } from "../../domain/directory/professionals.ts";
import { applyLoginCookies, loginContext } from "../../call/login-cookies.ts";
import { builder } from "../builder.ts";
import { domainCall } from "../domain-call.ts";
import { toDbId } from "../ids.ts";
import { CountryEnum } from "../enums.ts";
import { DomainErrorRef, type DomainErrorShape } from "../domain-error.ts";
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

const RequestSignupCodesResult = builder.unionType("RequestSignupCodesResult", {
  types: [CodesSent, DomainErrorRef],
  resolveType: (value: CodesSentShape | DomainErrorShape) => (value.kind === "codes_sent" ? CodesSent : DomainErrorRef),
});

const SignupResult = builder.unionType("SignupResult", {
  types: [LoginSuccess, DomainErrorRef],
  resolveType: (value: LoginSuccessShape | DomainErrorShape) => (value.kind === "success" ? LoginSuccess : DomainErrorRef),
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
    resolve: (_root, { input }, context) =>
      domainCall(context, async () => {
        const sent = await validateSignupContacts(context.prisma, input, { messenger: context.messenger, meta: context.meta, now: context.now(), locale: context.locale });
        return { kind: "codes_sent", ...sent } satisfies CodesSentShape;
      }),
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
    resolve: (_root, { input }, context) =>
      domainCall(context, async () => {
        const now = context.now();
        const userId = await registerUser(
          context.prisma,
          { ...input, professionalId: professionalDbId(input.professionalId) },
          { messenger: context.messenger, meta: context.meta, now, locale: context.locale },
        );
        const step = await openVerifiedSession(context.prisma, userId, loginContext(context), { rememberDevice: input.rememberMfa ?? true, via: "signup" });
        applyLoginCookies(context, step);
        return { kind: "success", userId } satisfies LoginSuccessShape;
      }),
  }),
);

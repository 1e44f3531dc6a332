import { z } from "zod";
import { recordAudit } from "../audit.ts";
import type { Deps } from "../deps.ts";
import { parseInput } from "../input.ts";
import { MAX_DB_ID } from "../rules/id.ts";
import { DomainError } from "../errors.ts";
import { RATE_RULES, takeRateToken } from "../rate-limit.ts";
import { checkCodes } from "./codes.ts";
import { sendCodeByEmail, sendCodeBySms } from "./send-code.ts";
import { requireEmail, requirePassword, requirePhone } from "./contact-input.ts";
import { openVerifiedSession, type SessionContext, type SessionStep } from "./open-session.ts";
import { hashPassword } from "./password-hash.ts";

// Both inputs are read by the same schema over GraphQL and REST. Strings are only bounded here;
// their shape (email, phone, password, codes) is checked below, with the spec's own codes.
const text = z.string().max(1_000);

export const requestSignupCodesInput = z.object({ email: text, phone: text, country: z.enum(["FR", "BE", "DE"]).default("FR") });
export type RequestSignupCodesInput = z.input<typeof requestSignupCodesInput>;

export const signUpInput = z.object({
  professionalId: z.number().int().min(0).max(MAX_DB_ID),
  email: text,
  emailValidation: text,
  phone: text,
  phoneValidation: text,
  password: text,
  acceptTerms: z.boolean(),
  // "Remember this device" is on by default (spec 1 §2).
  rememberMfa: z.boolean().default(true),
});
export type SignUpInput = z.input<typeof signUpInput>;

/**
 * Signup step 2 (contact validation): checks email and mobile phone, then sends a code to
 * each. The limits come before any lookup, and the answer is the same whether or not the
 * address has an account: only its owner, reading the mail, learns that it has one.
 */
export async function requestSignupCodes(deps: Deps, raw: RequestSignupCodesInput): Promise<{ email: string; phone: string }> {
  const input = parseInput(requestSignupCodesInput, raw);
  const { db } = deps;
  const email = requireEmail(input.email);
  const phone = requirePhone(input.phone, input.country);
  const ip = deps.meta.ip ?? "unknown";
  // Per address and per phone as well, so that nobody can flood one inbox or one mobile.
  const allowed =
    (await takeRateToken(db, `code-ip:${ip}`, RATE_RULES.codePerIp, deps.now)) &&
    (await takeRateToken(db, `code-send:${email}`, RATE_RULES.codeSendPerTarget, deps.now)) &&
    (await takeRateToken(db, `code-send:${phone}`, RATE_RULES.codeSendPerTarget, deps.now));
  if (!allowed) throw new DomainError("rate_limited");
  const registered = (await db.user.findUnique({ where: { email }, select: { id: true } })) !== null;
  await sendCodeByEmail(db, deps, { to: email, purpose: "SIGNUP", userId: null, accountExists: registered });
  await sendCodeBySms(db, deps, { to: phone, purpose: "SIGNUP", userId: null });
  return { email, phone };
}

/** Signup step 3: both codes, then the account, then its first session (the user is logged in). */
export async function signUp(deps: Deps, session: SessionContext, raw: SignUpInput): Promise<SessionStep> {
  const input = parseInput(signUpInput, raw);
  const userId = await registerUser(deps, input);
  return openVerifiedSession(deps.db, userId, session, { rememberDevice: input.rememberMfa, via: "signup" });
}

async function registerUser(deps: Deps, input: z.output<typeof signUpInput>): Promise<number> {
  const { db } = deps;
  const professional = await db.professional.findUnique({ where: { id: input.professionalId }, include: { user: { select: { id: true } }, specialty: true } });
  if (!professional) throw new DomainError("not_found", "professional_id");
  if (professional.user) throw new DomainError("already_exists", "professional_id");
  const email = requireEmail(input.email);
  const phone = requirePhone(input.phone, professional.country);
  const password = requirePassword(input.password);
  if (!input.acceptTerms) throw new DomainError("terms_required", "terms");
  // Each code dies after 5 wrong tries; this also caps guessing across many signups from one address.
  if (!(await takeRateToken(db, `code-check:ip:${deps.meta.ip ?? "unknown"}`, RATE_RULES.codePerIp, deps.now))) throw new DomainError("rate_limited");

  const codes = await checkCodes(
    db,
    [
      { target: { target: email, channel: "EMAIL", purpose: "SIGNUP" }, code: input.emailValidation, field: "email_validation" },
      { target: { target: phone, channel: "SMS", purpose: "SIGNUP" }, code: input.phoneValidation, field: "phone_validation" },
    ],
    deps.now,
  );
  if (!codes.ok) throw new DomainError(codes.result === "wrong" ? "invalid_code" : "code_expired", codes.field);

  const passwordHash = await hashPassword(password);
  try {
    const user = await db.user.create({
      data: {
        email,
        phone,
        passwordHash,
        firstName: professional.firstName,
        lastName: professional.lastName,
        gender: professional.gender,
        country: professional.country,
        locale: deps.locale,
        isDoctor: professional.specialty.professionCode === 10,
        professionalId: professional.id,
        emailVerifiedAt: deps.now,
        phoneVerifiedAt: deps.now,
      },
    });
    await recordAudit(db, { kind: "password_changed", actorUserId: user.id, targetType: "user", targetId: user.id, data: { reason: "signup" }, meta: deps.meta });
    return user.id;
  } catch (error) {
    // Two tabs finishing signup at once: the unique email or professional decides, once.
    if (error instanceof Error && "code" in error && (error as { code: unknown }).code === "P2002") throw new DomainError("already_exists", "email");
    throw error;
  }
}

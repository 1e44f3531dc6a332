import type { Db } from "../../db/client.ts";
import type { Country } from "../../db/generated/prisma/enums.ts";
import { recordAudit, type RequestMeta } from "../audit.ts";
import { DomainError } from "../errors.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Messenger } from "../ports.ts";
import { RATE_RULES, takeRateToken } from "../rate-limit.ts";
import { checkCodes } from "./codes.ts";
import { sendCodeByEmail, sendCodeBySms } from "./send-code.ts";
import { requireEmail, requirePassword, requirePhone } from "./contact-input.ts";
import { hashPassword } from "./password-hash.ts";

export type SignupContext = { messenger: Messenger; meta: RequestMeta; now: Date; locale: Locale };

/**
 * Signup step 2 (contact validation): checks email and mobile phone, then sends a code to
 * each. The limits come before any lookup, and the answer is the same whether or not the
 * address has an account: only its owner, reading the mail, learns that it has one.
 */
export async function validateSignupContacts(db: Db, input: { email: string; phone: string; country: Country }, context: SignupContext): Promise<{ email: string; phone: string }> {
  const email = requireEmail(input.email);
  const phone = requirePhone(input.phone, input.country);
  const ip = context.meta.ip ?? "unknown";
  // Per address and per phone as well, so that nobody can flood one inbox or one mobile.
  const allowed =
    (await takeRateToken(db, `code-ip:${ip}`, RATE_RULES.codePerIp, context.now)) &&
    (await takeRateToken(db, `code-send:${email}`, RATE_RULES.codeSendPerTarget, context.now)) &&
    (await takeRateToken(db, `code-send:${phone}`, RATE_RULES.codeSendPerTarget, context.now));
  if (!allowed) throw new DomainError("rate_limited");
  const registered = (await db.user.findUnique({ where: { email }, select: { id: true } })) !== null;
  await sendCodeByEmail(db, context, { to: email, purpose: "SIGNUP", userId: null, accountExists: registered });
  await sendCodeBySms(db, context, { to: phone, purpose: "SIGNUP", userId: null });
  return { email, phone };
}

export type SignupInput = {
  professionalId: number;
  email: string;
  emailValidation: string;
  phone: string;
  phoneValidation: string;
  password: string;
  acceptTerms: boolean;
};

/** Signup step 3: both codes, then the account; returns the new user's id. */
export async function registerUser(db: Db, input: SignupInput, context: SignupContext): Promise<number> {
  const professional = await db.professional.findUnique({ where: { id: input.professionalId }, include: { user: { select: { id: true } }, specialty: true } });
  if (!professional) throw new DomainError("not_found", "professional_id");
  if (professional.user) throw new DomainError("already_exists", "professional_id");
  const email = requireEmail(input.email);
  const phone = requirePhone(input.phone, professional.country);
  const password = requirePassword(input.password);
  if (!input.acceptTerms) throw new DomainError("terms_required", "terms");
  // Each code dies after 5 wrong tries; this also caps guessing across many signups from one address.
  if (!(await takeRateToken(db, `code-check:ip:${context.meta.ip ?? "unknown"}`, RATE_RULES.codePerIp, context.now))) throw new DomainError("rate_limited");

  const codes = await checkCodes(
    db,
    [
      { target: { target: email, channel: "EMAIL", purpose: "SIGNUP" }, code: input.emailValidation, field: "email_validation" },
      { target: { target: phone, channel: "SMS", purpose: "SIGNUP" }, code: input.phoneValidation, field: "phone_validation" },
    ],
    context.now,
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
        locale: context.locale,
        isDoctor: professional.specialty.professionCode === 10,
        professionalId: professional.id,
        emailVerifiedAt: context.now,
        phoneVerifiedAt: context.now,
      },
    });
    await recordAudit(db, { kind: "password_changed", actorUserId: user.id, targetType: "user", targetId: user.id, data: { reason: "signup" }, meta: context.meta });
    return user.id;
  } catch (error) {
    // Two tabs finishing signup at once: the unique email or professional decides, once.
    if (error instanceof Error && "code" in error && (error as { code: unknown }).code === "P2002") throw new DomainError("already_exists", "email");
    throw error;
  }
}

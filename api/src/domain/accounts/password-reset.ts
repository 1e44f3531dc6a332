import type { Db } from "../../db/client.ts";
import type { CodeChannel, CodePurpose } from "../../db/generated/prisma/enums.ts";
import { RATE_RULES, takeRateToken } from "../rate-limit.ts";
import { recordAudit, type RequestMeta } from "../audit.ts";
import { DomainError } from "../errors.ts";
import { isLocale, DEFAULT_LOCALE } from "../i18n/locales.ts";
import type { Messenger } from "../ports.ts";
import { checkCodes } from "./codes.ts";
import { requireEmail, requirePassword } from "./contact-input.ts";
import { hashPassword } from "./password-hash.ts";
import { sendCodeByEmail, sendCodeBySms } from "./send-code.ts";
import type { SessionsEndedListener } from "./sessions.ts";
import { forgetDevices } from "./trusted-devices.ts";

export type ResetMode = "reset" | "init";
export type ResetContext = {
  messenger: Messenger;
  meta: RequestMeta;
  now: Date;
  /** Hears that every session of the account ended, so its open sockets close too. */
  onSessionsEnded?: SessionsEndedListener;
};

const purposeOf = (mode: ResetMode): CodePurpose => (mode === "init" ? "PASSWORD_INIT" : "PASSWORD_RESET");

async function allowed(db: Db, email: string, context: ResetContext): Promise<boolean> {
  const account = await takeRateToken(db, `reset:account:${email}`, RATE_RULES.resetPerAccount, context.now);
  const ip = await takeRateToken(db, `reset:ip:${context.meta.ip ?? "unknown"}`, RATE_RULES.resetPerIp, context.now);
  return account && ip;
}

/**
 * Step 1 of password reset or initialisation: a code by email and one by text message. The
 * answer is the same whether or not the address has an account, so it reveals no one.
 */
export async function requestPasswordCodes(db: Db, input: { email: string; mode: ResetMode }, context: ResetContext): Promise<void> {
  const email = requireEmail(input.email);
  if (!(await allowed(db, email, context))) throw new DomainError("rate_limited");
  const user = await db.user.findUnique({ where: { email }, select: { id: true, phone: true, locale: true } });
  if (!user) return;
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const sendContext = { ...context, locale };
  const purpose = purposeOf(input.mode);
  await sendCodeByEmail(db, sendContext, { to: email, purpose, userId: user.id });
  if (user.phone) await sendCodeBySms(db, sendContext, { to: user.phone, purpose, userId: user.id });
}

export type PasswordResetInput = { email: string; emailValidation: string; phoneValidation: string; password: string; mode: ResetMode };

/**
 * Step 2: both codes and the new password. Every session and remembered device of the account
 * ends, so whoever knew the old password is out. Returns the user's id (step 3 logs in).
 */
export async function resetPassword(db: Db, input: PasswordResetInput, context: ResetContext): Promise<number> {
  const email = requireEmail(input.email);
  const password = requirePassword(input.password);
  if (!(await allowed(db, email, context))) throw new DomainError("rate_limited");
  const user = await db.user.findUnique({ where: { email }, select: { id: true, phone: true } });
  // An unknown address fails exactly like a wrong code.
  if (!user) throw new DomainError("invalid_code", "email_validation");
  const purpose = purposeOf(input.mode);
  const entries: { target: { target: string; channel: CodeChannel; purpose: CodePurpose }; code: string; field: string }[] = [
    { target: { target: email, channel: "EMAIL", purpose }, code: input.emailValidation, field: "email_validation" },
  ];
  if (user.phone) entries.push({ target: { target: user.phone, channel: "SMS", purpose }, code: input.phoneValidation, field: "phone_validation" });
  const codes = await checkCodes(db, entries, context.now);
  if (!codes.ok) throw new DomainError(codes.result === "wrong" ? "invalid_code" : "code_expired", codes.field);

  const passwordHash = await hashPassword(password);
  await db.$transaction([
    db.user.update({ where: { id: user.id }, data: { passwordHash, emailVerifiedAt: context.now } }),
    db.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: context.now } }),
  ]);
  context.onSessionsEnded?.(user.id, "all");
  await forgetDevices(db, user.id, context.now);
  await recordAudit(db, { kind: "password_changed", actorUserId: user.id, targetType: "user", targetId: user.id, data: { reason: input.mode }, meta: context.meta });
  return user.id;
}

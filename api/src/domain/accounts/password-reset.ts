import type { Db } from "../../db/client.ts";
import type { CodeChannel, CodePurpose } from "../../db/generated/prisma/enums.ts";
import { RATE_RULES, takeRateToken } from "../rate-limit.ts";
import { z } from "zod";
import { recordAudit } from "../audit.ts";
import { DomainError } from "../errors.ts";
import { isLocale, DEFAULT_LOCALE } from "../i18n/locales.ts";
import type { Deps } from "../deps.ts";
import { parseInput } from "../input.ts";
import { sessionsEndedPublisher } from "../ports.ts";
import { checkCodes } from "./codes.ts";
import { requireEmail, requirePassword } from "./contact-input.ts";
import { hashPassword } from "./password-hash.ts";
import { sendCodeByEmail, sendCodeBySms } from "./send-code.ts";
import { openVerifiedSession, type SessionContext, type SessionStep } from "./open-session.ts";
import { forgetDevices } from "./trusted-devices.ts";

export type ResetMode = "reset" | "init";
type ResetContext = Pick<Deps, "messenger" | "meta" | "now">;

// Read by the same schemas over GraphQL and REST; the shapes are checked below with the spec's codes.
const text = z.string().max(1_000);
const mode = z.enum(["reset", "init"]).default("reset");

export const requestPasswordCodesInput = z.object({ email: text, mode });
export type RequestPasswordCodesInput = z.input<typeof requestPasswordCodesInput>;

export const resetPasswordInput = z.object({ email: text, emailValidation: text, phoneValidation: text.default(""), password: text, mode });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

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
export async function requestPasswordCodes(deps: Deps, raw: RequestPasswordCodesInput): Promise<void> {
  const input = parseInput(requestPasswordCodesInput, raw);
  const { db } = deps;
  const context = deps;
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


/**
 * Step 2: both codes and the new password, then a fresh session (the user is logged in). Every
 * other session and remembered device of the account ends, so whoever knew the old password is
 * out, and their open sockets close on every API instance.
 */
export async function resetPassword(deps: Deps, session: SessionContext, raw: ResetPasswordInput): Promise<SessionStep> {
  const input = parseInput(resetPasswordInput, raw);
  const userId = await changePassword(deps, input);
  return openVerifiedSession(deps.db, userId, session, { rememberDevice: false, via: "password_reset" });
}

async function changePassword(deps: Deps, input: z.output<typeof resetPasswordInput>): Promise<number> {
  const { db } = deps;
  const context = deps;
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
    // Every device is logged out: their push tokens go too (issue 24).
    db.pushToken.deleteMany({ where: { userId: user.id } }),
  ]);
  sessionsEndedPublisher(deps.pubsub)(user.id, "all");
  await forgetDevices(db, user.id, context.now);
  await recordAudit(db, { kind: "password_changed", actorUserId: user.id, targetType: "user", targetId: user.id, data: { reason: input.mode }, meta: context.meta });
  return user.id;
}

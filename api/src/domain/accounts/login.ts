import type { Db } from "../../db/client.ts";
import { RATE_RULES, takeRateToken } from "../rate-limit.ts";
import { recordAudit } from "../audit.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { isLocale, DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";
import type { Messenger } from "../ports.ts";
import { checkCode, type CodeCheck } from "./codes.ts";
import { loginInputSchema, type LoginInput } from "./login-input.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { sendCodeByEmail, sendCodeBySms } from "./send-code.ts";
import { openVerifiedSession, type SessionContext, type SessionStep } from "./open-session.ts";
import { isTrustedDevice } from "./trusted-devices.ts";

export type LoginStep = SessionStep | { kind: "mfa_required"; channel: "EMAIL" | "SMS"; maskedTarget: string };

export type LoginContext = SessionContext & { messenger: Messenger; trustedDeviceToken?: string };

// Verifying against a throw-away hash when the email is unknown keeps the answer time
// the same for known and unknown addresses, so timing does not reveal who has an account.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword("decoy-password-never-valid"));

/** "dr.martin@example.org" → "d•••••••@example.org"; "+33612345678" → "••••••••5678". */
export function maskTarget(target: string): string {
  const at = target.indexOf("@");
  if (at > 0) return `${target[0]}${"•".repeat(Math.max(1, at - 1))}${target.slice(at)}`;
  return `${"•".repeat(Math.max(0, target.length - 4))}${target.slice(-4)}`;
}

/**
 * Two-step login (spec 1 §2): the password, then a 6-digit code sent by email (or by text
 * message when the code field says "sms"). A device remembered at an earlier login skips the
 * code. Each step re-checks the password, so no half-logged-in state is stored anywhere.
 */
export async function login(db: Db, input: LoginInput, context: LoginContext): Promise<LoginStep> {
  const { email, password, mfaCode, rememberMfa, endOtherSessions } = parseInput(loginInputSchema, input);
  const { now, meta } = context;

  // Counted per IP and per account before the password is checked, so neither guessing
  // passwords nor guessing codes can go faster by spreading over accounts or addresses.
  const ipOk = await takeRateToken(db, `login:ip:${meta.ip ?? "unknown"}`, RATE_RULES.loginPerIp, now);
  if (!ipOk) {
    await recordAudit(db, { kind: "login_failed", targetType: "user", data: { email, reason: "rate_limited" }, meta });
    throw new DomainError("rate_limited");
  }
  const accountOk = await takeRateToken(db, `login:account:${email}`, RATE_RULES.loginPerAccount, now);

  const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true, phone: true, locale: true } });
  const passwordOk = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await decoy(), password)) && false;
  const trusted = user && passwordOk ? await isTrustedDevice(db, user.id, context.trustedDeviceToken, now) : false;
  if (!accountOk && !trusted) return guardedLogin(db, { email, mfaCode, rememberMfa, endOtherSessions, user: passwordOk ? user : null }, context);

  if (!user || !passwordOk) {
    await recordAudit(db, { kind: "login_failed", actorUserId: user?.id ?? null, targetType: "user", data: { email, reason: "password" }, meta });
    throw new DomainError("invalid_credentials");
  }
  const locale: Locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const sendContext = { messenger: context.messenger, meta, now, locale };

  if (!trusted) {
    if (!mfaCode) {
      await sendCodeByEmail(db, sendContext, { to: email, purpose: "LOGIN", userId: user.id });
      return { kind: "mfa_required", channel: "EMAIL", maskedTarget: maskTarget(email) };
    }
    if (mfaCode.toLowerCase() === "sms") {
      if (!user.phone) throw new DomainError("contact_phone_missing", "mfaCode");
      if (!(await takeRateToken(db, `code-send:${user.phone}`, RATE_RULES.codeSendPerTarget, now))) throw new DomainError("rate_limited");
      await sendCodeBySms(db, sendContext, { to: user.phone, purpose: "LOGIN", userId: user.id });
      return { kind: "mfa_required", channel: "SMS", maskedTarget: maskTarget(user.phone) };
    }
    const check = await checkLoginCode(db, user.id, mfaCode, now);
    if (check !== "ok") {
      await recordAudit(db, { kind: "login_failed", actorUserId: user.id, targetType: "user", targetId: user.id, data: { email, reason: `code_${check}` }, meta });
      throw new DomainError(check === "wrong" ? "invalid_code" : "code_expired", "mfaCode");
    }
  }

  return await openVerifiedSession(db, user.id, context, { rememberDevice: Boolean(mfaCode) && rememberMfa, via: trusted ? "remembered_device" : "code", endOtherSessions });
}

async function checkLoginCode(db: Db, userId: number, mfaCode: string, now: Date): Promise<CodeCheck> {
  const latest = await db.verificationCode.findFirst({ where: { userId, purpose: "LOGIN", consumedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  if (!latest) return "expired";
  return checkCode(db, { target: latest.target, channel: latest.channel, purpose: "LOGIN" }, mfaCode, now);
}

type GuardedAttempt = { email: string; mfaCode: string | undefined; rememberMfa: boolean; endOtherSessions: boolean; user: { id: number; locale: string } | null };

/**
 * An account past its limit of failed attempts (README, "Security"). Locking it would let anyone
 * lock out its owner, so instead the answers stop telling a right password from a wrong one:
 * the password step always asks for the code, which is sent only when the password was right;
 * the code step succeeds only with both right, and answers invalid_code otherwise. Only the
 * owner, who reads the mail, gets through. A remembered device never reaches this point.
 */
async function guardedLogin(db: Db, attempt: GuardedAttempt, context: LoginContext): Promise<LoginStep> {
  const { now, meta } = context;
  const { user, email } = attempt;
  await recordAudit(db, { kind: "login_failed", actorUserId: user?.id ?? null, targetType: "user", data: { email, reason: "account_limit" }, meta });
  if (!attempt.mfaCode || attempt.mfaCode.toLowerCase() === "sms") {
    if (user) {
      const locale: Locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
      await sendCodeByEmail(db, { messenger: context.messenger, meta, now, locale }, { to: email, purpose: "LOGIN", userId: user.id });
    }
    return { kind: "mfa_required", channel: "EMAIL", maskedTarget: maskTarget(email) };
  }
  if (!user || (await checkLoginCode(db, user.id, attempt.mfaCode, now)) !== "ok") throw new DomainError("invalid_code", "mfaCode");
  return await openVerifiedSession(db, user.id, context, { rememberDevice: attempt.rememberMfa, via: "code_after_limit", endOtherSessions: attempt.endOtherSessions });
}

import { z } from "zod";
import type { CodeChannel, CodePurpose } from "../../db/generated/prisma/enums.ts";
import { recordAudit } from "../audit.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { DEFAULT_LOCALE, isLocale } from "../i18n/locales.ts";
import { parseInput } from "../input.ts";
import { RATE_RULES, takeRateToken } from "../rate-limit.ts";
import type { Viewer } from "../viewer.ts";
import { changeNoticeEmail, changeNoticeSms } from "./change-notices.ts";
import { checkCodes, type CodeTarget } from "./codes.ts";
import { requireEmail, requirePhone } from "./contact-input.ts";
import { maskTarget } from "./login.ts";
import { sendCodeByEmail, sendCodeBySms } from "./send-code.ts";

const text = z.string().max(1_000);

// Spec 2 §7 "email update" and "phone update": the new value, and both codes on the second call.
export const changeEmailInput = z.object({ email: text, emailValidation: text.optional(), phoneValidation: text.optional() });
export type ChangeEmailInput = z.input<typeof changeEmailInput>;
export const changePhoneInput = z.object({ phone: text, emailValidation: text.optional(), phoneValidation: text.optional() });
export type ChangePhoneInput = z.input<typeof changePhoneInput>;

export type ContactKind = "email" | "phone";

/** What the first call did (codes sent, to masked addresses), or the change done by the second. */
export type ContactChangeStep =
  | { kind: "codes_sent"; codes: { channel: CodeChannel; maskedTarget: string; field: "emailValidation" | "phoneValidation" }[] }
  | { kind: "changed"; value: string };

export type ContactAccount = { id: number; email: string; phone: string | null; country: "FR" | "BE" | "DE"; locale: string };

/**
 * Where the two codes go. The new value gets one (it proves the user reaches it); the other
 * channel of the account gets the other (it proves the account's owner asks). An account
 * without a mobile phone changing its email has no other channel but its current address.
 */
export function codeTargets(kind: ContactKind, account: ContactAccount, value: string): { email: CodeTarget; phone: CodeTarget } {
  const purpose: CodePurpose = kind === "email" ? "EMAIL_CHANGE" : "PHONE_CHANGE";
  if (kind === "phone") return { email: { target: account.email, channel: "EMAIL", purpose }, phone: { target: value, channel: "SMS", purpose } };
  const other: CodeTarget = account.phone ? { target: account.phone, channel: "SMS", purpose } : { target: account.email, channel: "EMAIL", purpose };
  return { email: { target: value, channel: "EMAIL", purpose }, phone: other };
}

export function changeOwnEmail(deps: Deps, viewer: Viewer, raw: ChangeEmailInput): Promise<ContactChangeStep> {
  const input = parseInput(changeEmailInput, raw);
  return changeContact(deps, viewer, "email", input.email, input);
}

export function changeOwnPhone(deps: Deps, viewer: Viewer, raw: ChangePhoneInput): Promise<ContactChangeStep> {
  const input = parseInput(changePhoneInput, raw);
  return changeContact(deps, viewer, "phone", input.phone, input);
}

/**
 * Settings, email or phone change (spec 2 §4, §5, §7): the first call (no codes) sends a code to
 * the new value and one to the account's other channel; the second, with both 6-character codes,
 * makes the change and tells the old address. Sending obeys the login codes' limits (per target
 * and per address), checking the login attempts' limits (per account and per address); each code
 * also dies after 5 wrong tries.
 */
async function changeContact(deps: Deps, viewer: Viewer, kind: ContactKind, rawValue: string, codes: { emailValidation?: string | undefined; phoneValidation?: string | undefined }): Promise<ContactChangeStep> {
  const { db, now, meta } = deps;
  const account = await db.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { id: true, email: true, phone: true, country: true, locale: true } });
  const value = kind === "email" ? requireEmail(rawValue) : requirePhone(rawValue, account.country);
  if (value === (kind === "email" ? account.email : account.phone)) throw new DomainError("same_contact", kind);
  if (kind === "email" && (await db.user.findFirst({ where: { email: value, id: { not: account.id } }, select: { id: true } }))) throw new DomainError("already_exists", "email");
  const targets = codeTargets(kind, account, value);
  const locale = isLocale(account.locale) ? account.locale : DEFAULT_LOCALE;
  const ip = meta.ip ?? "unknown";

  if (!codes.emailValidation?.trim() && !codes.phoneValidation?.trim()) {
    const allowed =
      (await takeRateToken(db, `code-ip:${ip}`, RATE_RULES.codePerIp, now)) &&
      (await takeRateToken(db, `code-send:${targets.email.target}`, RATE_RULES.codeSendPerTarget, now)) &&
      (await takeRateToken(db, `code-send:${targets.phone.target}`, RATE_RULES.codeSendPerTarget, now));
    if (!allowed) throw new DomainError("rate_limited");
    const context = { messenger: deps.messenger, meta, now, locale };
    const sent: Extract<ContactChangeStep, { kind: "codes_sent" }>["codes"] = [];
    for (const [field, target] of [["emailValidation", targets.email], ["phoneValidation", targets.phone]] as const) {
      const send = target.channel === "EMAIL" ? sendCodeByEmail : sendCodeBySms;
      await send(db, context, { to: target.target, purpose: target.purpose, userId: account.id });
      sent.push({ channel: target.channel, maskedTarget: maskTarget(target.target), field });
    }
    return { kind: "codes_sent", codes: sent };
  }

  const allowed = (await takeRateToken(db, `login:ip:${ip}`, RATE_RULES.loginPerIp, now)) && (await takeRateToken(db, `login:account:${account.email}`, RATE_RULES.loginPerAccount, now));
  if (!allowed) throw new DomainError("rate_limited");
  const check = await checkCodes(
    db,
    [
      { target: targets.email, code: codes.emailValidation ?? "", field: "emailValidation" },
      { target: targets.phone, code: codes.phoneValidation ?? "", field: "phoneValidation" },
    ],
    now,
  );
  if (!check.ok) {
    await recordAudit(db, { kind: "contact_change_failed", actorUserId: account.id, targetType: "user", targetId: account.id, data: { kind, reason: check.result }, meta });
    throw new DomainError(check.result === "wrong" ? "invalid_code" : "code_expired", check.field);
  }
  if (kind === "email") {
    try {
      await db.user.update({ where: { id: account.id }, data: { email: value, emailVerifiedAt: now } });
    } catch (error) {
      // Another account took the address between the two calls.
      if (error instanceof Error && "code" in error && (error as { code: unknown }).code === "P2002") throw new DomainError("already_exists", "email");
      throw error;
    }
    await deps.messenger.sendEmail({ to: account.email, ...changeNoticeEmail("email", maskTarget(value), locale), locale });
  } else {
    await db.user.update({ where: { id: account.id }, data: { phone: value, phoneVerifiedAt: now } });
    await deps.messenger.sendEmail({ to: account.email, ...changeNoticeEmail("phone", maskTarget(value), locale), locale });
    if (account.phone) await deps.messenger.sendSms({ to: account.phone, text: changeNoticeSms(locale), locale });
  }
  await recordAudit(db, { kind: kind === "email" ? "email_changed" : "phone_changed", actorUserId: account.id, targetType: "user", targetId: account.id, meta });
  return { kind: "changed", value };
}

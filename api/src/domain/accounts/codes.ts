import { randomInt } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { CodeChannel, CodePurpose } from "../../db/generated/prisma/enums.ts";
import { CODE_LENGTH, isWellFormedCode } from "../rules/code.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodeTarget = { target: string; channel: CodeChannel; purpose: CodePurpose };
export type CodeCheck = "ok" | "wrong" | "expired";

/** Six digits from a CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/**
 * Issues a fresh code for a target and purpose; earlier unused codes for the same target die.
 * Codes are stored as argon2 hashes: a stolen table gives no usable code within their 10 minutes.
 */
export async function issueCode(db: Db, target: CodeTarget, userId: number | null, now: Date): Promise<string> {
  const code = generateCode();
  const codeHash = await hashPassword(code);
  await db.$transaction([
    db.verificationCode.updateMany({ where: { ...target, consumedAt: null }, data: { consumedAt: now } }),
    db.verificationCode.create({ data: { ...target, userId, codeHash, expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now } }),
  ]);
  return code;
}

/**
 * Checks a code once. Single use; dead after 10 minutes or 5 wrong tries. The attempt is
 * counted before comparing, so concurrent guesses cannot exceed the limit.
 */
export async function checkCode(db: Db, target: CodeTarget, code: string, now: Date, options: { consume?: boolean } = {}): Promise<CodeCheck> {
  const row = await db.verificationCode.findFirst({
    where: { ...target, consumedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  if (!row || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS) return "expired";
  const counted = await db.verificationCode.updateMany({
    where: { id: row.id, consumedAt: null, attempts: { lt: CODE_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count === 0) return "expired";
  if (!isWellFormedCode(code) || !(await verifyPassword(row.codeHash, code.trim()))) return "wrong";
  if (options.consume === false) return "ok";
  const consumed = await db.verificationCode.updateMany({ where: { id: row.id, consumedAt: null }, data: { consumedAt: now } });
  return consumed.count === 1 ? "ok" : "expired";
}

/**
 * Checks several codes (email and phone) and uses them up only when all are right, so a typo
 * in one does not burn the other.
 */
export async function checkCodes(db: Db, entries: { target: CodeTarget; code: string; field: string }[], now: Date): Promise<{ ok: true } | { ok: false; field: string; result: CodeCheck }> {
  // Spec 1 §5: a code has exactly 6 characters. A mistyped length is named as such and costs
  // no try, whether or not a code was ever sent.
  const malformed = entries.find((entry) => !isWellFormedCode(entry.code));
  if (malformed) return { ok: false, field: malformed.field, result: "wrong" };
  for (const entry of entries) {
    const result = await checkCode(db, entry.target, entry.code.trim(), now, { consume: false });
    if (result !== "ok") return { ok: false, field: entry.field, result };
  }
  const consumed = await db.verificationCode.updateMany({
    where: { consumedAt: null, OR: entries.map((e) => ({ ...e.target })) },
    data: { consumedAt: now },
  });
  if (consumed.count < entries.length) return { ok: false, field: entries[0]?.field ?? "code", result: "expired" };
  return { ok: true };
}

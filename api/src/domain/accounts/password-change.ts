import { z } from "zod";
import { recordAudit } from "../audit.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { sessionsEndedPublisher } from "../ports.ts";
import { RATE_RULES, takeRateToken } from "../rate-limit.ts";
import type { Viewer } from "../viewer.ts";
import { requirePassword } from "./contact-input.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { activeSessionsWhere, revokeSessions } from "./sessions.ts";
import { forgetDevices } from "./trusted-devices.ts";

const text = z.string().max(1_000);

// Spec 2 §7 "password update": current_password, password. The confirmation is the form's
// (spec 2 §5, passwordsDoNotMatch); a client that sends it gets the same check here.
export const changePasswordInput = z.object({ currentPassword: text, password: text, passwordConfirmation: text.optional() });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/**
 * Settings, password change (spec 2 §5): the current password, then a new one of at least 12
 * characters. Every other session of the account ends and its sockets close, and remembered
 * devices are forgotten, so whoever knew the old password is out; this session goes on.
 * Guesses of the current password count against the login limits (per account and per address).
 */
export async function changeOwnPassword(deps: Deps, viewer: Viewer, raw: ChangePasswordInput): Promise<{ endedSessionIds: number[] }> {
  const input = parseInput(changePasswordInput, raw);
  if (input.passwordConfirmation !== undefined && input.passwordConfirmation !== input.password) throw new DomainError("passwords_do_not_match", "passwordConfirmation");
  const password = requirePassword(input.password);
  const { db, now, meta } = deps;
  const user = await db.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { email: true, passwordHash: true } });
  const ipOk = await takeRateToken(db, `login:ip:${meta.ip ?? "unknown"}`, RATE_RULES.loginPerIp, now);
  const accountOk = await takeRateToken(db, `login:account:${user.email}`, RATE_RULES.loginPerAccount, now);
  if (!ipOk || !accountOk) throw new DomainError("rate_limited");
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordAudit(db, { kind: "password_change_failed", actorUserId: viewer.userId, targetType: "user", targetId: viewer.userId, data: { reason: "currentPassword" }, meta });
    throw new DomainError("wrong_password", "currentPassword");
  }
  await db.user.update({ where: { id: viewer.userId }, data: { passwordHash: await hashPassword(password) } });
  const endedSessionIds = await revokeSessions(db, { ...activeSessionsWhere(viewer.userId, now), id: { not: viewer.sessionId } }, now, sessionsEndedPublisher(deps.pubsub));
  await forgetDevices(db, viewer.userId, now);
  await recordAudit(db, { kind: "password_changed", actorUserId: viewer.userId, targetType: "user", targetId: viewer.userId, data: { reason: "settings", endedSessions: endedSessionIds.length }, meta });
  return { endedSessionIds };
}

import type { Db } from "../../db/client.ts";
import { recordAudit, type RequestMeta } from "../audit.ts";
import { fail, ok, type Result } from "../errors.ts";
import { loginInputSchema, type LoginInput } from "./login-input.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { createSession, revokeSessionToken, type SessionPolicy } from "./sessions.ts";

export type LoginOutcome = { userId: number; token: string; expiresAt: Date };

// Verifying against a throw-away hash when the email is unknown keeps the answer time
// the same for known and unknown addresses, so timing does not reveal who has an account.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword("decoy-password-never-valid"));

export async function loginWithPassword(
  db: Db,
  input: LoginInput,
  context: { policy: SessionPolicy; meta: RequestMeta; now: Date; previousToken?: string },
): Promise<Result<LoginOutcome>> {
  const parsed = loginInputSchema.safeParse(input);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return fail("validation_failed", typeof field === "string" ? field : undefined);
  }
  const { email, password } = parsed.data;
  const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await decoy(), password)) && false;

  if (!user || !passwordOk) {
    await recordAudit(db, {
      kind: "login_failed",
      actorUserId: user?.id ?? null,
      targetType: "user",
      data: { email },
      meta: context.meta,
    });
    return fail("invalid_credentials");
  }

  // A new session id at every login defeats session fixation.
  await revokeSessionToken(db, context.previousToken, context.now);
  // The two-step code arrives with the accounts issue: until then the password is the only factor.
  const session = await createSession(db, user.id, context.policy, context.meta, context.now, { mfaVerified: true });
  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: context.now } });
  await recordAudit(db, { kind: "login_succeeded", actorUserId: user.id, targetType: "user", targetId: user.id, meta: context.meta });
  return ok({ userId: user.id, token: session.token, expiresAt: session.expiresAt });
}

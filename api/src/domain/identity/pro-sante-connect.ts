import type { Db } from "../../db/client.ts";
import type { PubSub } from "../ports.ts";
import { recordAudit } from "../audit.ts";
import { openVerifiedSession, type SessionContext, type SessionStep } from "../accounts/open-session.ts";
import { DomainError } from "../errors.ts";
import type { Viewer } from "../viewer.ts";

export type PscOutcome =
  | { kind: "logged_in"; session: SessionStep }
  | { kind: "validated" }
  /** Spec 1 §4: no account for this card; the client opens signup prefilled with the rpps. */
  | { kind: "account_missing"; rpps: string };

async function markValidated(db: Db, pubsub: PubSub, userId: number, context: SessionContext): Promise<void> {
  const changed = await db.user.updateMany({ where: { id: userId, validationStatus: { not: "VALIDATED" } }, data: { validationStatus: "VALIDATED", validatedAt: context.now } });
  if (changed.count === 0) return;
  await recordAudit(db, { kind: "identity_validated", actorUserId: userId, targetType: "user", targetId: userId, data: { via: "pro_sante_connect" }, meta: context.meta });
  pubsub.publish("userValidated", userId, { userId, validated: true });
}

/**
 * The outcome of a Pro Santé Connect round trip for a card holder with this RPPS number.
 * The card is a strong proof of identity: it opens a session without the emailed code, and it
 * validates the account. "validate" needs the logged-in user to be that card's holder;
 * without a session (it expired during the round trip) it behaves as "login".
 */
export async function completeProSanteConnect(
  db: Db,
  pubsub: PubSub,
  input: { action: "login" | "validate"; rpps: string | null; viewer: Viewer | null },
  context: SessionContext,
): Promise<PscOutcome> {
  if (!input.rpps) throw new DomainError("psc_failed");
  const professional = await db.professional.findUnique({ where: { country_rpps: { country: "FR", rpps: input.rpps } }, select: { id: true, user: { select: { id: true } } } });

  if (input.action === "validate" && input.viewer) {
    if (!professional || professional.id !== input.viewer.professionalId) throw new DomainError("psc_credentials");
    await markValidated(db, pubsub, input.viewer.userId, context);
    return { kind: "validated" };
  }
  if (!professional?.user) return { kind: "account_missing", rpps: input.rpps };
  const userId = professional.user.id;
  const session = await openVerifiedSession(db, userId, context, { rememberDevice: false, via: "pro_sante_connect" });
  await markValidated(db, pubsub, userId, context);
  return { kind: "logged_in", session };
}

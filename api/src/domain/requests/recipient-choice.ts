import { DomainError } from "../errors.ts";
import type { Tx } from "./participant-state.ts";
import { verdictOfChoice, type RecipientChoice, type RecipientContext } from "./recipient-contexts.ts";
import { isDraftable, type SenderProfile } from "./recipient-status.ts";
import { isSenderContext, listSenderContexts } from "./sender-contexts.ts";
import type { Db } from "../../db/client.ts";

/**
 * The recipient rules of spec 1 §4, as both createRequest and a draft's recipient change apply
 * them: unknown rows (or a topic that takes no request) answer not_found, a group not joined
 * recipient_unavailable, any other refusal (specialty, away, nominative mode, country, oneself)
 * recipient_unaccepted.
 */
export async function acceptedRecipient(db: Db | Tx, sender: SenderProfile, choice: RecipientChoice, now: Date): Promise<RecipientContext> {
  const context = await verdictOfChoice(db, sender, choice, now);
  if (!context) throw new DomainError("not_found", choice.recipientType === "PROFESSIONAL" ? "recipientProfessionalId" : "recipientTopicId");
  if (context.status === "unavailable") throw new DomainError("recipient_unavailable");
  if (!isDraftable(context.status)) throw new DomainError("recipient_unaccepted");
  return context;
}

export type SenderChoice = { senderGroupId: number | null; senderTopicId: number | null };

/** Signing as oneself always holds; a sender group and topic must be one of GET sender_contexts. */
export async function checkSenderChoice(db: Db | Tx, sender: SenderProfile, choice: SenderChoice): Promise<void> {
  if (choice.senderGroupId === null && choice.senderTopicId === null) return;
  if (!isSenderContext(await listSenderContexts(db, sender), choice)) throw new DomainError("sender_unavailable", "senderGroupId");
}

import type { PubSub, RequestEventKind, RequestUpdatedEvent } from "../ports.ts";

/**
 * After a command's transaction commits: the open request pages refresh and the users whose
 * feeds changed recount. Never inside the transaction: a rolled-back change must not be heard.
 */
export function announceRequestChange(
  pubsub: PubSub,
  requestId: number,
  kind: RequestEventKind,
  userIds: readonly number[],
  newStatus?: RequestUpdatedEvent["newStatus"],
): void {
  pubsub.publish("requestUpdated", requestId, { requestId, kind, ...(newStatus ? { newStatus } : {}) });
  for (const userId of new Set(userIds)) pubsub.publish("countsChanged", userId, { userId });
}

import type { PubSub, RequestUpdatedEvent } from "../ports.ts";

/** After the transaction commits: the open request refreshes and the concerned users' counts too. */
export function publishRequestChange(pubsub: PubSub, event: RequestUpdatedEvent, userIds: readonly number[]): void {
  pubsub.publish("requestUpdated", event.requestId, event);
  for (const userId of new Set(userIds)) pubsub.publish("countsChanged", userId, { userId });
}

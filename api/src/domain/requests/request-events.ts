import type { Db } from "../../db/client.ts";
import type { PubSub, RequestEventKind, RequestUpdatedEvent } from "../ports.ts";

type EventDeps = { db: Db; pubsub: PubSub };

/**
 * Publishes request events after the command's transaction committed: keyed by request (the
 * open request pages, GraphQL `requestEvent`), and again keyed by each user taking part in the
 * request now (`userRequestUpdated`, the legacy realtime channel), read with one statement for
 * all the events. So a user's channel hears every request they take part in, however old, at
 * the cost of one listener. Receivers still filter each event through the access gate: this
 * fan-out decides who is told, not who may know.
 *
 * The request-keyed events go out first, whatever happens to the query: a failed fan-out is
 * logged, never thrown, since the change itself is committed.
 */
export async function publishRequestUpdates(deps: EventDeps, events: readonly RequestUpdatedEvent[]): Promise<void> {
  if (events.length === 0) return;
  for (const event of events) deps.pubsub.publish("requestUpdated", event.requestId, event);
  try {
    const requestIds = [...new Set(events.map((event) => event.requestId))];
    const rows = await deps.db.participant.findMany({ where: { requestId: { in: requestIds } }, select: { requestId: true, userId: true } });
    for (const event of events) {
      for (const row of rows) if (row.requestId === event.requestId) deps.pubsub.publish("userRequestUpdated", row.userId, event);
    }
  } catch (error: unknown) {
    console.error("[realtime] could not tell the participants of a request event", error);
  }
}

export function publishRequestUpdated(deps: EventDeps, event: RequestUpdatedEvent): Promise<void> {
  return publishRequestUpdates(deps, [event]);
}

/**
 * After a command's transaction commits: the open request pages and the participants' channels
 * hear the change, then the users whose feeds changed recount. Never inside the transaction: a
 * rolled-back change must not be heard.
 */
export async function announceRequestChange(
  deps: EventDeps,
  requestId: number,
  kind: RequestEventKind,
  userIds: readonly number[],
  newStatus?: RequestUpdatedEvent["newStatus"],
): Promise<void> {
  await publishRequestUpdated(deps, { requestId, kind, ...(newStatus ? { newStatus } : {}) });
  for (const userId of new Set(userIds)) deps.pubsub.publish("countsChanged", userId, { userId });
}

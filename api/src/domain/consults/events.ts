import type { Db } from "../../db/client.ts";
import type { PubSub, RequestUpdatedEvent } from "../ports.ts";
import { publishRequestUpdated } from "../requests/request-events.ts";

/** After the transaction commits: the open request and its participants' channels refresh, and the concerned users' counts too. */
export async function publishRequestChange(deps: { db: Db; pubsub: PubSub }, event: RequestUpdatedEvent, userIds: readonly number[]): Promise<void> {
  await publishRequestUpdated(deps, event);
  for (const userId of new Set(userIds)) deps.pubsub.publish("countsChanged", userId, { userId });
}

import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";

export type RequestUpdatedEvent = { requestId: number };
export type UserValidatedEvent = { userId: number; validated: boolean };

/** The event map: every realtime event the domain publishes, keyed by topic and id. */
export type RealtimeEvents = {
  requestUpdated: [requestId: number, payload: RequestUpdatedEvent];
  userValidated: [userId: number, payload: UserValidatedEvent];
};

export type PubSub = ReturnType<typeof createPubSub<RealtimeEvents>> & { close(): Promise<void> };

/** In-process by default; with REDIS_URL, several API instances fan out the same events. */
export function createRealtimePubSub(redisUrl: string | undefined): PubSub {
  if (!redisUrl) {
    return Object.assign(createPubSub<RealtimeEvents>(), { close: async () => undefined });
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return Object.assign(createPubSub<RealtimeEvents>({ eventTarget }), {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}

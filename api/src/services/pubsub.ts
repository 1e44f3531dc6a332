import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";
import type { PubSub, RealtimeEvents } from "../domain/ports.ts";

type YogaPubSub = ReturnType<typeof createPubSub<RealtimeEvents>>;

/** Yoga's pubsub as the domain's port. */
function asPort(pubsub: YogaPubSub, close: () => Promise<void>): PubSub {
  // Yoga types subscribe's arguments with a conditional tuple, which TypeScript cannot check
  // against a generic topic; every topic of our map takes an id, so the call is the same.
  const subscribe = pubsub.subscribe.bind(pubsub) as unknown as PubSub["subscribe"];
  return { publish: (topic, ...args) => pubsub.publish(topic, ...args), subscribe, close };
}

/** In-process by default; with REDIS_URL, several API instances fan out the same events. */
export function createRealtimePubSub(redisUrl: string | undefined): PubSub {
  if (!redisUrl) {
    return asPort(createPubSub<RealtimeEvents>(), async () => undefined);
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return asPort(createPubSub<RealtimeEvents>({ eventTarget }), async () => {
    publishClient.disconnect();
    subscribeClient.disconnect();
  });
}

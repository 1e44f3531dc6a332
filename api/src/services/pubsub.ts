import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";
import type { SessionsEndedListener } from "../domain/auth/sessions.ts";

export type RequestUpdatedEvent = { requestId: number };
export type UserValidatedEvent = { userId: number; validated: boolean };
/** Sessions of a user ended early: every API instance closes the sockets riding on them. */
export type SessionsEndedEvent = { userId: number; sessionIds: number[] | "all" };

/** The event map: every realtime event the domain publishes, keyed by topic and id. */
export type RealtimeEvents = {
  requestUpdated: [requestId: number, payload: RequestUpdatedEvent];
  userValidated: [userId: number, payload: UserValidatedEvent];
  sessionsEnded: [userId: number, payload: SessionsEndedEvent];
};

export type PubSub = ReturnType<typeof createPubSub<RealtimeEvents>> & { close(): Promise<void> };

/** The listener the domain calls when sessions end, publishing for the socket layer. */
export function sessionsEndedPublisher(pubsub: PubSub): SessionsEndedListener {
  return (userId, sessionIds) => pubsub.publish("sessionsEnded", userId, { userId, sessionIds });
}

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

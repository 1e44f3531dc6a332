import { describe, expect, it } from "vitest";
import { createRealtimePubSub } from "./pubsub.ts";
import type { RequestUpdatedEvent } from "../domain/ports.ts";

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn("[pubsub.int.test] REDIS_URL is not set: the Redis fan-out test is skipped");

async function firstEvent(iterator: AsyncIterator<RequestUpdatedEvent>): Promise<RequestUpdatedEvent> {
  const next = await iterator.next();
  return next.value as RequestUpdatedEvent;
}

describe("realtime pubsub", () => {
  it("delivers in process by default", async () => {
    const pubsub = createRealtimePubSub(undefined);
    const iterator = pubsub.subscribe("requestUpdated", 7)[Symbol.asyncIterator]();
    const event = firstEvent(iterator);
    pubsub.publish("requestUpdated", 7, { requestId: 7, kind: "updated" });
    expect(await event).toEqual({ requestId: 7, kind: "updated" });
    await iterator.return?.(undefined);
  });

  it.skipIf(!redisUrl)("fans out through Redis from one API instance to another", async () => {
    const publisher = createRealtimePubSub(redisUrl);
    const subscriber = createRealtimePubSub(redisUrl);
    const id = Math.floor(Math.random() * 1e9);
    const iterator = subscriber.subscribe("requestUpdated", id)[Symbol.asyncIterator]();
    const event = firstEvent(iterator);
    // Redis SUBSCRIBE is asynchronous: publish until the other instance hears it (bounded).
    let heard = false;
    void event.then(() => (heard = true));
    for (let i = 0; i < 50 && !heard; i++) {
      publisher.publish("requestUpdated", id, { requestId: id, kind: "updated" });
      await new Promise((r) => setTimeout(r, 40));
    }
    expect(await event).toEqual({ requestId: id, kind: "updated" });
    await iterator.return?.(undefined);
    await publisher.close();
    await subscriber.close();
  });
});

import { createPubSub } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import type { PubSub, RealtimeEvents } from "../ports.ts";
import type { Viewer } from "../viewer.ts";
import { BUFFER_SIZE, IDLE_MS, createPollBuffers } from "./poll-buffers.ts";

// The ring's limits without a database: the user takes part in no request, and request 7 is
// the only one anybody may read.
const db = {
  participant: { findMany: async () => [] },
  request: { findMany: async (args: { where: { id: { in: number[] } } }) => args.where.id.in.filter((id) => id === 7).map((id) => ({ id })) },
} as unknown as Db;

function pubsubPort(): PubSub {
  const pubsub = createPubSub<RealtimeEvents>();
  return { publish: (topic, ...args) => pubsub.publish(topic, ...args), subscribe: pubsub.subscribe.bind(pubsub) as unknown as PubSub["subscribe"], close: async () => undefined };
}

const viewer: Viewer = { userId: 1, sessionId: 1, professionalId: 1, locale: "fr", isSuper: false, validated: true };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the polling buffers", () => {
  it("keeps the last events of a user and answers reset to a cursor older than the ring", async () => {
    const pubsub = pubsubPort();
    const buffers = createPollBuffers({ db, pubsub });
    const start = await buffers.poll(viewer, undefined);
    for (let i = 0; i < BUFFER_SIZE + 5; i++) pubsub.publish("countsChanged", 1, { userId: 1 });
    await tick();
    const late = await buffers.poll(viewer, start.cursor);
    expect(late).toMatchObject({ reset: true, events: [] });
    pubsub.publish("countsChanged", 1, { userId: 1 });
    await tick();
    expect(await buffers.poll(viewer, late.cursor)).toMatchObject({ reset: false, events: [{ kind: "countsChanged" }] });
    buffers.close();
  });

  it("forgets a user who stopped polling; the next poll of that user starts afresh", async () => {
    const pubsub = pubsubPort();
    let now = 0;
    const buffers = createPollBuffers({ db, pubsub }, () => now);
    const first = await buffers.poll(viewer, undefined);
    await buffers.poll({ ...viewer, userId: 2 }, undefined);
    now = IDLE_MS + 1_000;
    await buffers.poll({ ...viewer, userId: 2 }, undefined);
    buffers.sweep();
    expect(buffers.size()).toBe(1);
    expect(await buffers.poll(viewer, first.cursor)).toMatchObject({ reset: true });
    buffers.close();
  });

  it("keeps each user's events apart", async () => {
    const pubsub = pubsubPort();
    const buffers = createPollBuffers({ db, pubsub });
    const start = await buffers.poll({ ...viewer, userId: 3 }, undefined);
    pubsub.publish("countsChanged", 3, { userId: 3 });
    pubsub.publish("countsChanged", 4, { userId: 4 });
    await tick();
    const answer = await buffers.poll({ ...viewer, userId: 3 }, start.cursor);
    expect(answer.events).toEqual([{ kind: "countsChanged" }]);
    buffers.close();
  });
});

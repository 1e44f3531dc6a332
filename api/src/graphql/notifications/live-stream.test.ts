import { createPubSub } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { END_STREAM, liveStream } from "./live-stream.ts";

type Events = { tick: [id: number, payload: { n: number }] };

function source() {
  const pubsub = createPubSub<Events>();
  return { pubsub, events: pubsub.subscribe("tick", 1) };
}

describe("liveStream", () => {
  it("gives the initial value, then one per event, skipping nulls, until END_STREAM", async () => {
    const { pubsub, events } = source();
    const stream = liveStream(events, { initial: async () => 0, each: async (e) => (e.n === 2 ? null : e.n === 9 ? END_STREAM : e.n) })[Symbol.asyncIterator]();
    expect(await stream.next()).toEqual({ value: 0, done: false });
    for (const n of [1, 2, 3, 9, 4]) pubsub.publish("tick", 1, { n });
    expect(await stream.next()).toEqual({ value: 1, done: false });
    expect(await stream.next()).toEqual({ value: 3, done: false });
    expect((await stream.next()).done).toBe(true);
  });

  it("releases the pubsub listener when the client stops while no event is coming", async () => {
    const { events } = source();
    const stream = liveStream(events, { initial: async () => 0, each: async (e) => e.n })[Symbol.asyncIterator]();
    await stream.next();
    const waiting = stream.next();
    await stream.return?.(undefined);
    expect((await waiting).done).toBe(true);
    // The source itself is closed: nothing keeps listening for this client.
    expect(await events.next()).toEqual({ value: undefined, done: true });
  });
});

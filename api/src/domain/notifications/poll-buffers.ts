import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { PubSub } from "../ports.ts";
import type { Viewer } from "../viewer.ts";
import { readableNotices, watchUserEvents, type RealtimeNotice, type UserWatch } from "./realtime-watch.ts";

// The polling fallback of the legacy realtime channel (spec 2 §7 "Realtime websocket ... with
// polling fallback"). Limits, so that memory stays bounded whatever the callers do:
//  - each polling user has a ring of the last BUFFER_SIZE events; older ones are dropped and a
//    cursor that points before the ring answers `reset` (the client refetches what it shows);
//  - a user who has not polled for IDLE_MS is forgotten (listeners stopped, ring freed);
//  - at most MAX_USERS users are followed; beyond, the least recently polled is forgotten;
//  - events are kept per API instance: a poll that reaches another instance (no sticky
//    sessions) gets `reset`, which is correct, merely less precise.
export const BUFFER_SIZE = 100;
export const IDLE_MS = 120_000;
export const MAX_USERS = 2_000;
const SWEEP_EVERY_MS = 30_000;

type Entry = { seq: number; notice: RealtimeNotice };
type UserBuffer = { watch: UserWatch; ring: { entries: Entry[]; nextSeq: number }; lastPollAt: number };

export type PollAnswer = {
  cursor: string;
  /** Events after the given cursor, oldest first, readable by the viewer. */
  events: RealtimeNotice[];
  /** The cursor was unknown (too old, another instance, a restart): refetch, then go on from `cursor`. */
  reset: boolean;
};

export type PollBuffers = {
  poll(viewer: Viewer, after: string | undefined): Promise<PollAnswer>;
  /** Users followed at the moment (tests, monitoring). */
  size(): number;
  /** Forgets the users who have not polled for IDLE_MS (runs on a timer). */
  sweep(): void;
  close(): void;
};

/** A cursor names this instance's buffers (`epoch`) and a sequence number in the user's ring. */
function parseCursor(cursor: string | undefined, epoch: string): number | null {
  if (!cursor) return null;
  const match = /^([0-9a-f]{16})\.(\d{1,15})$/.exec(cursor);
  return match && match[1] === epoch ? Number(match[2]) : null;
}

export function createPollBuffers(deps: { db: Db; pubsub: PubSub }, clock: () => number = Date.now): PollBuffers {
  const epoch = randomBytes(8).toString("hex");
  const users = new Map<number, UserBuffer>();

  function forget(userId: number): void {
    users.get(userId)?.watch.stop();
    users.delete(userId);
  }

  function follow(userId: number): UserBuffer {
    const ring = { entries: [] as Entry[], nextSeq: 1 };
    const watch = watchUserEvents(deps, userId, (notice) => {
      ring.entries.push({ seq: ring.nextSeq++, notice });
      if (ring.entries.length > BUFFER_SIZE) ring.entries.splice(0, ring.entries.length - BUFFER_SIZE);
    });
    const buffer: UserBuffer = { watch, ring, lastPollAt: clock() };
    if (users.size >= MAX_USERS) {
      const stalest = [...users.entries()].reduce((a, b) => (b[1].lastPollAt < a[1].lastPollAt ? b : a));
      forget(stalest[0]);
    }
    users.set(userId, buffer);
    return buffer;
  }

  function sweep(): void {
    const limit = clock() - IDLE_MS;
    for (const [userId, buffer] of users) if (buffer.lastPollAt < limit) forget(userId);
  }
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();

  return {
    async poll(viewer, after) {
      const known = users.get(viewer.userId);
      const buffer = known ?? follow(viewer.userId);
      buffer.lastPollAt = clock();
      const { entries, nextSeq } = buffer.ring;
      const cursor = `${epoch}.${nextSeq - 1}`;
      const since = known ? parseCursor(after, epoch) : null;
      const oldest = entries[0]?.seq ?? nextSeq;
      // Events between `since` and the ring's start were dropped: the caller missed some.
      if (since === null || since < oldest - 1 || since > nextSeq - 1) return { cursor, events: [], reset: after !== undefined };
      const pending = entries.filter((entry) => entry.seq > since);
      const readable = await readableNotices(deps.db, viewer, pending);
      return { cursor, events: readable.map((entry) => entry.notice), reset: false };
    },
    size: () => users.size,
    sweep,
    close() {
      clearInterval(timer);
      for (const userId of [...users.keys()]) forget(userId);
    },
  };
}

// One set of buffers per pubsub, i.e. per running app: the REST route reaches it through the
// call's ports without another dependency to wire through every context.
const byPubSub = new WeakMap<PubSub, PollBuffers>();

export function pollBuffersFor(deps: { db: Db; pubsub: PubSub }): PollBuffers {
  let buffers = byPubSub.get(deps.pubsub);
  if (!buffers) {
    buffers = createPollBuffers(deps);
    byPubSub.set(deps.pubsub, buffers);
  }
  return buffers;
}

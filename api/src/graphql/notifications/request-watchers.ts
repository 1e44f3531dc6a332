import { Repeater } from "graphql-yoga";
import type { Db } from "../../db/client.ts";
import { liveViewers } from "../../domain/notifications/session-check.ts";
import type { PubSub, RequestEventKind, RequestUpdatedEvent } from "../../domain/ports.ts";
import { mayReadRequest } from "../../domain/requests/access.ts";
import { requestReadFacts } from "../../domain/requests/gate.ts";
import type { Viewer } from "../../domain/viewer.ts";

/** What a request subscription delivers: a published event, or the request as it is when the stream starts. */
export type RequestStreamEvent = Omit<RequestUpdatedEvent, "kind"> & { kind: RequestEventKind | "current" };

/** Someone watching a request: one subscription on one socket. */
type Watcher = { viewer: Viewer; deliver(event: RequestStreamEvent): void; end(): void };
type Watch = {
  watchers: Set<Watcher>;
  /**
   * The "current" event newcomers start with, replaced by a new object as each event arrives.
   * Newcomers between two events share it, and so share its payload: a payload built from it
   * is no older than the last event this instance heard, and anything later reaches them as an
   * event, since they joined before it arrived.
   */
  current: RequestStreamEvent;
  stop(): void;
};
type WatchDeps = { db: Db; pubsub: PubSub; now: () => Date };

/**
 * Events a subscriber has not taken yet (the event objects, not their payloads). The socket layer
 * pauses a socket that falls behind and closes it if it stays behind (http/socket-backlog.ts), so
 * only a consumer that stalls otherwise gets here; it is ended rather than queued without bound.
 */
const MAX_PENDING = 1_000;

// One set of watches per pubsub, which is one per app: the same process may hold several apps (tests).
const watchesOf = new WeakMap<PubSub, Map<number, Watch>>();

/**
 * Checks one event for everyone watching the request on this instance, with two reads whatever
 * their number (issue 18: one read per socket held every database connection at 1,000 sockets):
 * which of their sessions (or partners' grants) are still live, and which of them may still read the request
 * (the requests' gate, requestReadFacts). A dead session ends its subscriptions; a viewer who
 * may no longer read the request hears nothing (a deleted draft is told to everyone watching).
 * Every watcher gets the same event object, so the payload built from it is shared too
 * (http/shared-event-execution.ts).
 */
async function fanOut(deps: WatchDeps, requestId: number, watch: Watch, event: RequestStreamEvent): Promise<void> {
  const watchers = [...watch.watchers];
  if (watchers.length === 0) return;
  const viewers = watchers.map((watcher) => watcher.viewer);
  const [live, facts] = await Promise.all([
    liveViewers(deps.db, viewers, deps.now()),
    event.kind === "deleted" ? null : requestReadFacts(deps.db, viewers, requestId),
  ]);
  for (const watcher of watchers) {
    if (!watch.watchers.has(watcher)) continue;
    if (!live(watcher.viewer)) watcher.end();
    else if (event.kind === "deleted" || mayReadRequest(watcher.viewer, facts)) watcher.deliver(event);
  }
}

function openWatch(deps: WatchDeps, requestId: number, watches: Map<number, Watch>): Watch {
  // One listener per request on this instance, attached now (the first next()): nothing
  // published after a watcher joins is missed.
  const events = deps.pubsub.subscribe("requestUpdated", requestId);
  const first = events.next();
  const watch: Watch = { watchers: new Set(), current: { requestId, kind: "current" }, stop: () => void events.return(undefined) };
  void (async () => {
    // In order, one event after the other: a page must not see an older state after a newer one.
    for (let next = await first; !next.done; next = await events.next()) {
      watch.current = { requestId, kind: "current" };
      // A failed check delivers nothing (closed, not open) and the next event is checked afresh.
      await fanOut(deps, requestId, watch, next.value).catch((error: unknown) => console.error(`[realtime] request ${requestId}: an event could not be checked`, error));
    }
  })().finally(() => {
    if (watches.get(requestId) === watch) watches.delete(requestId);
  });
  return watch;
}

function join(deps: WatchDeps, requestId: number, watcher: Watcher): { current: RequestStreamEvent; leave: () => void } {
  let watches = watchesOf.get(deps.pubsub);
  if (!watches) watchesOf.set(deps.pubsub, (watches = new Map()));
  let watch = watches.get(requestId);
  if (!watch) watches.set(requestId, (watch = openWatch(deps, requestId, watches)));
  watch.watchers.add(watcher);
  const joined = watch;
  const leave = () => {
    joined.watchers.delete(watcher);
    if (joined.watchers.size > 0) return;
    if (watches.get(requestId) === joined) watches.delete(requestId);
    joined.stop();
  };
  return { current: joined.current, leave };
}

/**
 * A request's events for one viewer (see fanOut for the checks), starting with the request as it
 * is ("current") once the watcher has joined, so nothing published in between is lost. A
 * Repeater, so that a client that unsubscribes leaves at once, not at the next event.
 */
export function watchRequest(deps: WatchDeps, viewer: Viewer, requestId: number): AsyncIterable<RequestStreamEvent> {
  return new Repeater<RequestStreamEvent>(async (push, stop) => {
    let pending = 0;
    const offer = (value: RequestStreamEvent) => {
      if (++pending > MAX_PENDING) return stop(new Error(`request ${requestId}: subscriber too far behind`));
      push(value).then(
        () => pending--,
        () => undefined,
      );
    };
    const { current, leave } = join(deps, requestId, { viewer, deliver: offer, end: () => stop() });
    offer(current);
    await stop;
    leave();
  });
}

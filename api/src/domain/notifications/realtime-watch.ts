import type { Db } from "../../db/client.ts";
import type { PubSub, RequestUpdatedEvent } from "../ports.ts";
import { isValidatedViewer } from "../access.ts";
import { readableRequestWhere } from "../requests/access.ts";
import type { Viewer } from "../viewer.ts";

/**
 * What the legacy realtime channel (socket and polling) tells a user, before the access filter.
 * `watched`: the request event came through an explicit watch rather than the user's own
 * participations (see `readableNotices`).
 */
export type RealtimeNotice =
  | { kind: "requestUpdated"; event: RequestUpdatedEvent; watched?: true }
  | { kind: "countsChanged" }
  | { kind: "userValidated"; validated: boolean };

/**
 * Requests a channel follows on request (a shadow viewer's open request), each one listener on
 * that request's key: bounded so that a socket costs a fixed number of listeners, the oldest
 * dropped first. A user's own requests need no watch: they arrive on the user's key.
 */
export const MAX_WATCHED_REQUESTS = 250;

export type UserWatch = {
  /** Listens to one more request (the caller checked the viewer may read it). */
  watch(requestId: number): void;
  stop(): void;
};

/**
 * Listens, for one user, to the events of the legacy channel, each on the user's own key: the
 * request events of every request they take part in (`userRequestUpdated`, published to the
 * participants of the moment by domain/requests/request-events.ts), countsChanged and
 * userValidated; plus requestUpdated of the requests watched explicitly. Three listeners
 * whatever the number of the user's requests, and nothing to refresh when they join one: the
 * publisher reads the participants when it publishes. Notices are handed on unfiltered: the
 * consumer applies the access gate with a fresh viewer (`readableNotices`) when it delivers them.
 * The listeners are attached when this returns (the in-process pubsub attaches them at once; with
 * Redis, SUBSCRIBE completes a moment later, as for every subscription).
 */
export function watchUserEvents(deps: { pubsub: PubSub }, userId: number, onNotice: (notice: RealtimeNotice) => void): UserWatch {
  const watched = new Map<number, () => void>();
  let stopped = false;

  function consume<T>(events: AsyncGenerator<T>, handle: (value: T) => void): () => void {
    void (async () => {
      for await (const value of events) if (!stopped) handle(value);
    })().catch((error: unknown) => console.error("[realtime] listener failed", error));
    return () => void events.return(undefined);
  }

  function watch(requestId: number): void {
    if (stopped || watched.has(requestId)) return;
    if (watched.size >= MAX_WATCHED_REQUESTS) {
      // The oldest entry goes first (Map keeps insertion order).
      const [oldest, stop] = watched.entries().next().value ?? [];
      if (oldest !== undefined && stop) {
        stop();
        watched.delete(oldest);
      }
    }
    watched.set(requestId, consume(deps.pubsub.subscribe("requestUpdated", requestId), (event) => onNotice({ kind: "requestUpdated", event, watched: true })));
  }

  const own = [
    consume(deps.pubsub.subscribe("userRequestUpdated", userId), (event) => onNotice({ kind: "requestUpdated", event })),
    consume(deps.pubsub.subscribe("countsChanged", userId), () => onNotice({ kind: "countsChanged" })),
    consume(deps.pubsub.subscribe("userValidated", userId), (event) => onNotice({ kind: "userValidated", validated: event.validated })),
  ];
  return {
    watch,
    stop() {
      stopped = true;
      for (const stop of [...watched.values(), ...own]) stop();
      watched.clear();
    },
  };
}

/**
 * The notices this viewer may receive: request events only for requests the viewer may read
 * now (one statement for the whole batch). A null viewer (the session ended) receives nothing;
 * an account not validated yet only the decision on its own identity (spec 1 §6: it sees
 * nothing but its own account, and user_validated is what its waiting page listens for).
 * An event heard through an explicit watch of a request the viewer takes part in is dropped:
 * the copy on the viewer's own key carries it, and the client hears it once.
 */
export async function readableNotices<T extends { notice: RealtimeNotice }>(db: Db, viewer: Viewer | null, items: T[]): Promise<T[]> {
  if (!viewer) return [];
  if (!isValidatedViewer(viewer)) return items.filter((item) => item.notice.kind === "userValidated");
  const requestIds = new Set<number>();
  const watchedIds = new Set<number>();
  for (const { notice } of items) {
    if (notice.kind !== "requestUpdated") continue;
    requestIds.add(notice.event.requestId);
    if (notice.watched) watchedIds.add(notice.event.requestId);
  }
  const [readable, participating] = await Promise.all([
    requestIds.size
      ? db.request.findMany({ where: { id: { in: [...requestIds] }, AND: [readableRequestWhere(viewer)] }, select: { id: true } }).then((rows) => new Set(rows.map((row) => row.id)))
      : new Set<number>(),
    watchedIds.size
      ? db.participant.findMany({ where: { userId: viewer.userId, requestId: { in: [...watchedIds] } }, select: { requestId: true } }).then((rows) => new Set(rows.map((row) => row.requestId)))
      : new Set<number>(),
  ]);
  return items.filter(({ notice }) => {
    if (notice.kind !== "requestUpdated") return true;
    const requestId = notice.event.requestId;
    return readable.has(requestId) && !(notice.watched && participating.has(requestId));
  });
}

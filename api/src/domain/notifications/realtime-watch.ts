import type { Db } from "../../db/client.ts";
import type { PubSub, RequestUpdatedEvent } from "../ports.ts";
import { isValidatedViewer } from "../access.ts";
import { readableRequestWhere } from "../requests/access.ts";
import type { Viewer } from "../viewer.ts";

/** What the legacy realtime channel (socket and polling) tells a user, before the access filter. */
export type RealtimeNotice =
  | { kind: "requestUpdated"; event: RequestUpdatedEvent }
  | { kind: "countsChanged" }
  | { kind: "userValidated"; validated: boolean };

/**
 * The pubsub keys request events by request, not by user: a user's channel listens to the
 * requests they took part in most recently, plus the ones the client asks to watch (an open
 * request the viewer shadows). Bounded so that a socket costs a fixed number of listeners.
 */
export const WATCHED_PARTICIPATIONS = 200;
export const MAX_WATCHED_REQUESTS = 250;

/** The requests a user's channel listens to by default: their most recently active participations. */
async function recentParticipations(db: Db, userId: number): Promise<number[]> {
  const rows = await db.participant.findMany({
    where: { userId },
    orderBy: [{ lastActivityDate: "desc" }, { requestId: "desc" }],
    take: WATCHED_PARTICIPATIONS,
    select: { requestId: true },
  });
  return rows.map((row) => row.requestId);
}

export type UserWatch = {
  /** Listens to one more request (the caller checked the viewer may read it). */
  watch(requestId: number): void;
  /** Resolves once the listeners of the initial set are attached. */
  ready: Promise<void>;
  stop(): void;
};

/**
 * Listens, for one user, to the events of the legacy channel: the user's countsChanged and
 * userValidated, and requestUpdated of the watched requests. A countsChanged means the user's
 * participations may have changed (a request published to them, a participation added): the
 * watched set is refreshed then, so the next events of a new request are heard. Notices are
 * handed on unfiltered: the consumer applies the access gate with a fresh viewer
 * (`readableNotices`), at the time it delivers them.
 */
export function watchUserEvents(deps: { db: Db; pubsub: PubSub }, userId: number, onNotice: (notice: RealtimeNotice) => void): UserWatch {
  const stops = new Map<number, () => void>();
  const others: (() => void)[] = [];
  let stopped = false;

  function consume<T>(events: AsyncGenerator<T>, handle: (value: T) => void): () => void {
    void (async () => {
      for await (const value of events) if (!stopped) handle(value);
    })().catch((error: unknown) => console.error("[realtime] listener failed", error));
    return () => void events.return(undefined);
  }

  function watch(requestId: number): void {
    if (stopped || stops.has(requestId)) return;
    if (stops.size >= MAX_WATCHED_REQUESTS) {
      // The oldest entry goes first (Map keeps insertion order).
      const [oldest, stop] = stops.entries().next().value ?? [];
      if (oldest !== undefined && stop) {
        stop();
        stops.delete(oldest);
      }
    }
    stops.set(requestId, consume(deps.pubsub.subscribe("requestUpdated", requestId), (event) => onNotice({ kind: "requestUpdated", event })));
  }

  async function refresh(): Promise<void> {
    const ids = await recentParticipations(deps.db, userId);
    // Oldest activity first, so the most recent are the last evicted.
    for (const id of ids.reverse()) watch(id);
  }

  others.push(
    consume(deps.pubsub.subscribe("countsChanged", userId), () => {
      onNotice({ kind: "countsChanged" });
      refresh().catch((error: unknown) => console.error("[realtime] refresh failed", error));
    }),
    consume(deps.pubsub.subscribe("userValidated", userId), (event) => onNotice({ kind: "userValidated", validated: event.validated })),
  );
  const ready = refresh();
  return {
    watch,
    ready,
    stop() {
      stopped = true;
      for (const stop of [...stops.values(), ...others]) stop();
      stops.clear();
    },
  };
}

/**
 * The notices this viewer may receive: request events only for requests the viewer may read
 * now (one statement for the whole batch). A null viewer (the session ended) receives nothing;
 * an account not validated yet only the decision on its own identity (spec 1 §6: it sees
 * nothing but its own account, and user_validated is what its waiting page listens for).
 */
export async function readableNotices<T extends { notice: RealtimeNotice }>(db: Db, viewer: Viewer | null, items: T[]): Promise<T[]> {
  if (!viewer) return [];
  if (!isValidatedViewer(viewer)) return items.filter((item) => item.notice.kind === "userValidated");
  const requestIds = [...new Set(items.flatMap((item) => (item.notice.kind === "requestUpdated" ? [item.notice.event.requestId] : [])))];
  const readable = requestIds.length
    ? new Set((await db.request.findMany({ where: { id: { in: requestIds }, AND: [readableRequestWhere(viewer)] }, select: { id: true } })).map((row) => row.id))
    : new Set<number>();
  return items.filter((item) => item.notice.kind !== "requestUpdated" || readable.has(item.notice.event.requestId));
}

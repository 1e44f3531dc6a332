import type { CallContext } from "../../call/call-context.ts";
import { sessionStillLive } from "../../domain/notifications/session-check.ts";
import type { RequestEventKind, RequestUpdatedEvent } from "../../domain/ports.ts";
import { isReadableRequest } from "../../domain/requests/queries.ts";
import type { Viewer } from "../../domain/viewer.ts";
import { END_STREAM, liveStream } from "./live-stream.ts";

/** What a request subscription delivers: a published event, or the request as it is when the stream starts. */
export type RequestStreamEvent = Omit<RequestUpdatedEvent, "kind"> & { kind: RequestEventKind | "current" };

/**
 * A request's events for one viewer, each re-checked before delivery: the session must still be
 * live (else the stream ends) and the request still readable (a participant removed hears
 * nothing more; unreadable events are dropped, not answered with an error: they leak nothing).
 *
 * The stream opens with the request's current state once the listener is attached: a page that
 * subscribes after loading, or whose socket reconnected (graphql-ws re-sends its subscriptions),
 * catches up with whatever happened in between instead of waiting for the next event.
 */
export function readableRequestEvents(context: CallContext, viewer: Viewer, requestId: number): AsyncIterable<RequestStreamEvent> {
  const stillLive = () => sessionStillLive(context.prisma, viewer, context.now());
  return liveStream<RequestUpdatedEvent, RequestStreamEvent>(context.pubsub.subscribe("requestUpdated", requestId), {
    initial: async () => {
      if (!(await stillLive())) return END_STREAM;
      return (await isReadableRequest(context.prisma, viewer, requestId)) ? { requestId, kind: "current" } : null;
    },
    each: async (event) => {
      if (!(await stillLive())) return END_STREAM;
      return event.kind === "deleted" || (await isReadableRequest(context.prisma, viewer, requestId)) ? event : null;
    },
  });
}

import type { CallContext } from "../../call/call-context.ts";
import type { Viewer } from "../../domain/viewer.ts";
import { watchRequest, type RequestStreamEvent } from "./request-watchers.ts";

/**
 * A request's events for one viewer, each re-checked before delivery (request-watchers.ts, once
 * for everyone watching the request): the session must still be live (else the stream ends) and
 * the request still readable (a participant removed hears nothing more; unreadable events are
 * dropped, not answered with an error: they leak nothing).
 *
 * The stream opens with the request's current state once the listener is attached: a page that
 * subscribes after loading, or whose socket reconnected (graphql-ws re-sends its subscriptions),
 * catches up with whatever happened in between instead of waiting for the next event. The caller
 * has just checked the session and the request's readability; the payload of that first event is
 * read through the requests' gate like any other.
 */
export function readableRequestEvents(context: CallContext, viewer: Viewer, requestId: number): AsyncIterable<RequestStreamEvent> {
  return watchRequest({ db: context.prisma, pubsub: context.pubsub, now: context.now }, viewer, requestId);
}

import { Repeater } from "graphql-yoga";
import type { WebSocket } from "ws";

/**
 * Results of one subscription taken from its stream but not yet written to the socket. graphql-ws
 * writes one result after the other, each once the previous left; a socket that stops reading
 * (a sleeping laptop, a stalled network) makes its results pile up here.
 */
export const MAX_RESULTS_BEHIND = 32;
/** Bytes ws holds for a socket beyond what the kernel took: past this the socket is behind too. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** "Try again later": graphql-ws clients reconnect, and a page's subscription restarts with the request as it is. */
export const BEHIND_CLOSE_CODE = 1013;
/** A socket that does not read cannot take a close frame either: it is cut after this long. */
const CLOSE_GRACE_MS = 5_000;

/** Closes a socket that fell behind: 1013 for a client still reading, cut off after a grace if not. */
export function closeBehind(socket: WebSocket): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.close(BEHIND_CLOSE_CODE, "behind");
  setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}

/**
 * A subscription's results, drained from their stream as fast as events come, whatever the
 * socket's pace: the shared payload of an event is built once for every subscriber at the same
 * time (shared-event-execution.ts), and a slow socket holds up nobody. Only a bounded backlog is
 * kept for it; past MAX_RESULTS_BEHIND results or MAX_BUFFERED_BYTES, the socket is closed rather
 * than buffered without bound, and its client reconnects to start afresh from the current state.
 */
export function keepingUp<T>(results: AsyncIterable<T>, socket: WebSocket): AsyncGenerator<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = results[Symbol.asyncIterator]();
    let stopped = false;
    void stop.then(() => {
      stopped = true;
      void iterator.return?.(undefined);
    });
    let behind = 0;
    for (let next = await iterator.next(); !next.done && !stopped; next = await iterator.next()) {
      if (behind >= MAX_RESULTS_BEHIND || socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        closeBehind(socket);
        break;
      }
      behind++;
      push(next.value).then(
        () => behind--,
        () => undefined,
      );
    }
    stop();
  });
}

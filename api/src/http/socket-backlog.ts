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
 * A subscription's results, drained from their stream as fast as events come while the socket
 * keeps up: the shared payload of an event is built once for every subscriber at the same time
 * (shared-event-execution.ts), and a slow socket holds up nobody. Past MAX_RESULTS_BEHIND
 * results or MAX_BUFFERED_BYTES, draining pauses (the events wait in the subscription's queue,
 * without their payloads); a socket still behind after `behindCloseMs` is closed rather than
 * buffered without bound, and its client reconnects to start afresh from the current state. A
 * burst only makes a healthy socket wait: it catches up well within that time.
 */
export function keepingUp<T>(results: AsyncIterable<T>, socket: WebSocket, behindCloseMs: number): AsyncGenerator<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = results[Symbol.asyncIterator]();
    let stopped = false;
    let wake: (() => void) | null = null;
    void stop.then(() => {
      stopped = true;
      wake?.();
      void iterator.return?.(undefined);
    });
    let behind = 0;
    const isBehind = () => behind >= MAX_RESULTS_BEHIND || socket.bufferedAmount > MAX_BUFFERED_BYTES;
    for (let next = await iterator.next(); !next.done && !stopped; next = await iterator.next()) {
      behind++;
      push(next.value).then(
        () => {
          behind--;
          if (!isBehind()) wake?.();
        },
        () => undefined,
      );
      if (!isBehind()) continue;
      const caughtUp = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), behindCloseMs);
        wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      wake = null;
      if (!caughtUp) {
        closeBehind(socket);
        break;
      }
    }
    stop();
  });
}

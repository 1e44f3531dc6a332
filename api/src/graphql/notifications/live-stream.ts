import { Repeater } from "graphql-yoga";

/** Returned by a step to end the stream (the session ended). */
export const END_STREAM = Symbol("end");
type Step<T> = Promise<T | null | typeof END_STREAM>;

/**
 * A subscription's results over one pubsub stream: `initial` first (if given), then `each` per
 * event; null skips an event, END_STREAM ends the subscription. A Repeater rather than an async
 * generator: a generator cannot be returned while it awaits the next event, so an unsubscribed
 * client would keep its listener until that user's next event.
 */
export function liveStream<E, T>(events: AsyncGenerator<E>, steps: { initial?: () => Step<T>; each: (event: E) => Step<T> }): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    let ended = false;
    void stop.then(() => {
      ended = true;
      void events.return(undefined);
    });
    // The first next() attaches the listener: nothing published from here on is missed.
    const pending = events.next();
    const deliver = async (value: T | null | typeof END_STREAM): Promise<boolean> => {
      if (value === END_STREAM) return false;
      if (value !== null) await push(value);
      return true;
    };
    try {
      if (steps.initial && !(await deliver(await steps.initial()))) return;
      let next = await pending;
      while (!next.done && !ended) {
        if (!(await deliver(await steps.each(next.value)))) return;
        next = await events.next();
      }
    } finally {
      stop();
      void events.return(undefined);
    }
  });
}

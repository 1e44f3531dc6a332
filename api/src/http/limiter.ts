/**
 * A task that holds its place too long: after `afterMs` its place goes to the next task in line
 * (it goes on running, and its caller still gets its answer) and `onStall` says so.
 */
export type StallGuard = { afterMs: number; onStall: () => void };

/** Runs at most `concurrency` tasks at once; the others wait their turn, first come first served. */
export type Limiter = { run<T>(task: () => Promise<T>, stall?: StallGuard): Promise<T> };

export function createLimiter(concurrency: number): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its slot straight to the next in line, so a newcomer cannot slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>, stall?: StallGuard): Promise<T> {
      if (running < concurrency) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      const giveBack = () => {
        if (released) return;
        released = true;
        release();
      };
      const timer = stall
        ? setTimeout(() => {
            stall.onStall();
            giveBack();
          }, stall.afterMs)
        : null;
      try {
        return await task();
      } finally {
        if (timer) clearTimeout(timer);
        giveBack();
      }
    },
  };
}

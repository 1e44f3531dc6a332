/** Runs at most `concurrency` tasks at once; the others wait their turn, first come first served. */
export type Limiter = { run<T>(task: () => Promise<T>): Promise<T> };

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
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

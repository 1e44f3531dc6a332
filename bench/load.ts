import { performance } from "node:perf_hooks";

export type LoadResult = { requests: number; errors: number; seconds: number; p50: number; p99: number };

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Runs `concurrency` loops of `call` for `seconds` (bounded), and summarises latencies in ms. */
export async function runLoad(call: () => Promise<boolean>, concurrency: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await call().catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, seconds: elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

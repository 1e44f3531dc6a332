import { Random as SeededRandom } from "../../../../prisma/seed/random.ts";

/**
 * The demo data's seeded source (mulberry32), with the draws the fuzzer adds: the same seed
 * replays the same calls, so a failure can be reproduced with `npm run fuzz -- --seed S`.
 */
export class Random extends SeededRandom {
  /** Like pick, but half of the draws come from the first `head` items (the likeliest to break things). */
  pickBiased<T>(items: readonly T[], head = 4): T {
    return this.chance(0.5) ? this.pick(items.slice(0, Math.min(head, items.length))) : this.pick(items);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}

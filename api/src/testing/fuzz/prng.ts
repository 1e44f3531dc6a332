/**
 * A seeded pseudo-random source (mulberry32): the same seed replays the same calls, so a
 * failure the fuzzer finds can be reproduced with `npm run fuzz -- --seed S`.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

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

  /** A seed for a child source, so that one part's draws do not shift another's. */
  fork(): Random {
    return new Random(Math.floor(this.next() * 4_294_967_296));
  }
}

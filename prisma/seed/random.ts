// A small seeded generator (mulberry32) so that every seed run produces the same rows:
// Math.random would make screenshots, tests and benchmarks differ from one run to the next.

export const SEED = 20261101;

/** Fixed "now" of the data set; every date is an offset from it, never from the clock. */
export const REFERENCE_DATE = new Date("2026-11-01T09:00:00Z");

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const DURATION = { minute: MINUTE, hour: HOUR, day: DAY } as const;

export class Random {
  private state: number;

  constructor(seed: number = SEED) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
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

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let threshold = this.next() * total;
    for (const [value, weight] of entries) {
      threshold -= weight;
      if (threshold < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** `count` distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }

  digits(count: number): string {
    let out = "";
    for (let i = 0; i < count; i++) out += String(this.int(0, 9));
    return out;
  }

  /** A derived generator, so that adding draws in one part of the seed does not shift another. */
  fork(label: string): Random {
    let hash = this.state ^ 0x9e3779b9;
    for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
    return new Random(hash >>> 0);
  }
}

/** A date `days` (fractional) before the reference date. */
export function daysAgo(days: number): Date {
  return new Date(REFERENCE_DATE.getTime() - Math.round(days * DAY));
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + Math.round(minutes * MINUTE));
}

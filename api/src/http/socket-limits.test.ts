import { describe, expect, it } from "vitest";
import { createOperationCaps, newBucket, takeToken } from "./socket-limits.ts";

const limits = { maxOperationsPerSocket: 2, operationsPerSecond: 5, maxSubscriptionsPerUser: 3, maxAnonymousRefusals: 1, maxRefusalsInARow: 10, behindCloseMs: 10_000 };
const holder = (count: number) => ({ subscriptions: Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), null])) });

describe("operations per second", () => {
  it("allows a burst of twice the rate, then one operation per 1/rate second", () => {
    const bucket = newBucket(limits, 0);
    const burst = Array.from({ length: 11 }, () => takeToken(bucket, limits, 0));
    expect(burst.filter(Boolean)).toHaveLength(10);
    expect(takeToken(bucket, limits, 100)).toBe(false);
    expect(takeToken(bucket, limits, 200)).toBe(true);
  });
});

describe("operation caps", () => {
  it("refuses past the per-socket cap, anonymous sockets included", () => {
    const caps = createOperationCaps(limits);
    expect(caps.refusal(holder(2), null)).toBeNull();
    expect(caps.refusal(holder(3), null)).toBe("too_many_subscriptions");
  });

  it("counts one user's operations across sockets, and forgets a closed socket", () => {
    const caps = createOperationCaps(limits);
    const first = holder(2);
    const second = holder(2);
    const removeFirst = caps.add(7, first);
    caps.add(7, second);
    caps.add(8, holder(2));
    expect(caps.refusal(second, 7)).toBe("too_many_subscriptions");
    removeFirst();
    expect(caps.refusal(second, 7)).toBeNull();
  });

  it("shares twice one socket's rate among one user's sockets", () => {
    const caps = createOperationCaps(limits);
    caps.add(7, holder(0));
    caps.add(7, holder(0));
    const now = Date.now();
    const taken = Array.from({ length: 21 }, () => caps.takeUserToken(7, now));
    expect(taken.filter(Boolean)).toHaveLength(20);
    expect(caps.takeUserToken(8, now)).toBe(true);
  });
});

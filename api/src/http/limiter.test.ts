import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter.ts";

describe("createLimiter", () => {
  it("runs at most its concurrency at once, the others in their order of arrival, even past a failure", async () => {
    const limiter = createLimiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      running--;
      if (n === 1) throw new Error("task 1 failed");
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => limiter.run(task(n))));
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual(["rejected", "fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    expect(order.slice(2).sort()).toEqual([3, 4, 5]);
    // A newcomer after the queue drained still gets a slot at once.
    await expect(limiter.run(async () => "later")).resolves.toBe("later");
  });
});

describe("a stalled task", () => {
  it("gives its place to the next after the guard's delay, says so, and still answers its caller", async () => {
    const limiter = createLimiter(1);
    let finish: (value: string) => void = () => undefined;
    const stalled: string[] = [];
    const slow = limiter.run(() => new Promise<string>((resolve) => (finish = resolve)), { afterMs: 20, onStall: () => stalled.push("slow") });
    // Without the guard this one would wait for the slow task for ever.
    await expect(limiter.run(async () => "next")).resolves.toBe("next");
    expect(stalled).toEqual(["slow"]);
    finish("slow done");
    await expect(slow).resolves.toBe("slow done");
    // The slot is not given back twice: one task at a time still.
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    };
    await Promise.all([limiter.run(task), limiter.run(task), limiter.run(task)]);
    expect(most).toBe(1);
  });
});

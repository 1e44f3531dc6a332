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

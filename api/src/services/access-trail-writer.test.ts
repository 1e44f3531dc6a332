import { describe, expect, it, vi } from "vitest";
import type { AccessEntry } from "../domain/ports.ts";
import { createAccessTrailWriter } from "./access-trail-writer.ts";

const entry = (targetId: number): AccessEntry => ({
  at: new Date("2026-11-26T10:00:00Z"),
  userId: 1,
  action: "read",
  targetType: "request",
  targetId,
  requestId: targetId,
  door: "web",
  ip: null,
  detail: null,
});

function fakeDb(fail = false) {
  const batches: number[][] = [];
  const db = {
    $executeRawUnsafe: vi.fn(async (_sql: string, json: unknown) => {
      if (fail) throw new Error("database away");
      batches.push((JSON.parse(String(json)) as AccessEntry[]).map((e) => e.targetId));
      return 0;
    }),
  };
  return { db, batches };
}

describe("createAccessTrailWriter", () => {
  it("writes nothing per read: one statement per batch of batchSize entries", async () => {
    const { db, batches } = fakeDb();
    const writer = createAccessTrailWriter(db as never, { flushMs: 60_000, batchSize: 3 });
    for (const id of [1, 2, 3, 4]) writer.add(entry(id));
    await writer.flush();
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it("writes a partial batch after flushMs, and what is left on close", async () => {
    vi.useFakeTimers();
    try {
      const { db, batches } = fakeDb();
      const writer = createAccessTrailWriter(db as never, { flushMs: 1000, batchSize: 100 });
      writer.add(entry(1));
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(batches).toEqual([[1]]);
      writer.add(entry(2));
      await writer.close();
      expect(batches).toEqual([[1], [2]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a refused batch for the next try, within its bound", async () => {
    const { db } = fakeDb(true);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const writer = createAccessTrailWriter(db as never, { flushMs: 60_000, batchSize: 2 });
      writer.add(entry(1));
      await writer.flush();
      writer.add(entry(2));
      await writer.flush();
      // The second attempt carries the first entry again.
      expect(db.$executeRawUnsafe.mock.calls.map((call) => (JSON.parse(String(call[1])) as AccessEntry[]).map((e) => e.targetId))).toEqual([[1], [1, 2]]);
    } finally {
      error.mockRestore();
    }
  });
});

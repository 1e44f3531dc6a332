import { describe, expect, it } from "vitest";
import { accessRecorder } from "./access-trail.ts";
import type { AccessEntry } from "../ports.ts";

const at = new Date("2026-11-26T10:00:00Z");

function recorder(userId: number | null) {
  const entries: AccessEntry[] = [];
  const trail = accessRecorder({ add: (entry) => entries.push(entry) }, { userId, door: "rest", ip: "203.0.113.9", now: () => at });
  return { entries, trail };
}

describe("accessRecorder", () => {
  it("records a request read once per call however many fields reach it", () => {
    const { entries, trail } = recorder(7);
    trail.read({ type: "request", id: 3, requestId: 3 });
    trail.read({ type: "request", id: 3, requestId: 3 });
    trail.read({ type: "file", id: 9, requestId: 3 });
    expect(entries).toEqual([
      { at, userId: 7, action: "read", targetType: "request", targetId: 3, requestId: 3, door: "rest", ip: "203.0.113.9", detail: null },
      { at, userId: 7, action: "read", targetType: "file", targetId: 9, requestId: 3, door: "rest", ip: "203.0.113.9", detail: null },
    ]);
  });

  it("keeps distinct writes of one call apart by what changed", () => {
    const { entries, trail } = recorder(7);
    trail.write({ type: "request", id: 3, requestId: 3 }, "message");
    trail.write({ type: "request", id: 3, requestId: 3 }, "files");
    expect(entries.map((entry) => entry.detail)).toEqual(["message", "files"]);
  });

  it("records nothing for an anonymous caller", () => {
    const { entries, trail } = recorder(null);
    trail.read({ type: "request", id: 3, requestId: 3 });
    expect(entries).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { spreadOffsets } from "./spread.ts";

describe("spreadOffsets", () => {
  it("leaves a lone marker on its position", () => {
    const offsets = spreadOffsets([{ id: "a", lat: 45, lng: 4, kind: "practice", label: "A" }]);
    expect(offsets.get("a")).toEqual([0, 0]);
  });

  it("spreads markers sharing a position on a circle, each at its own place", () => {
    const markers = ["a", "b", "c", "d"].map((id) => ({ id, lat: 45.764, lng: 4.8357, kind: "practice" as const, label: id }));
    const offsets = spreadOffsets([...markers, { id: "far", lat: 48, lng: 2, kind: "group", label: "far" }]);
    const points = markers.map((m) => offsets.get(m.id) ?? [0, 0]);
    expect(new Set(points.map((p) => p.join(","))).size).toBe(4);
    for (const [x = 0, y = 0] of points) expect(Math.hypot(x, y)).toBeGreaterThan(10);
    expect(offsets.get("far")).toEqual([0, 0]);
  });
});

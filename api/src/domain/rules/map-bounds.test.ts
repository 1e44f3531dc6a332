import { describe, expect, it } from "vitest";
import { boundsAround, formatBounds, parseBounds, viewMoved } from "./map-bounds.ts";

describe("map bounds", () => {
  it("builds a box of the given radius (50 km around Paris is about 1.35° wide)", () => {
    const [west, south, east, north] = boundsAround({ lat: 48.859289, lng: 2.3474 }, 50_000);
    expect(north - south).toBeCloseTo(0.898, 2);
    expect(east - west).toBeCloseTo(1.365, 2);
  });

  it("reads and writes the query parameter, refusing malformed or inverted boxes", () => {
    expect(parseBounds("4.5,45.5,5.2,46")).toEqual([4.5, 45.5, 5.2, 46]);
    expect(formatBounds([4.1234567, 45, 5, 46])).toBe("4.123457,45,5,46");
    for (const bad of ["", "1,2,3", "5,45,4,46", "1,50,2,40", "a,b,c,d", "-200,0,0,1", "1,2,,4"]) expect(parseBounds(bad)).toBeNull();
  });

  it("notices a move of more than 1 % of the view", () => {
    const view: [number, number, number, number] = [4, 45, 6, 46];
    expect(viewMoved(view, [4.01, 45, 6.01, 46])).toBe(false);
    expect(viewMoved(view, [4.05, 45, 6.05, 46])).toBe(true);
    expect(viewMoved(view, [3.9, 44.95, 6.1, 46.05])).toBe(true);
  });
});

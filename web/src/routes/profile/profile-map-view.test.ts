import { describe, expect, it } from "vitest";
import { profileMapView } from "./profile-map-view.ts";

describe("profileMapView (spec 1 §2 profile map)", () => {
  it("shows France at zoom 6 without practices, one practice at zoom 14, several in their box", () => {
    expect(profileMapView([])).toEqual({ center: { lat: 46.6, lng: 2.4 }, zoom: 6 });
    expect(profileMapView([{ lat: 45.76, lng: 4.83 }])).toEqual({ center: { lat: 45.76, lng: 4.83 }, zoom: 14 });
    const view = profileMapView([
      { lat: 45.76, lng: 4.83 },
      { lat: 45.0, lng: 5.0 },
    ]);
    expect(view.bounds?.map((v) => Number(v.toFixed(2)))).toEqual([4.78, 44.95, 5.05, 45.81]);
  });
});

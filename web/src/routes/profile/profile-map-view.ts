import type { MapBounds, MapPoint } from "../../ui/map/map-types.ts";

// Spec 1 §9 / §2 "Profile page": the default view is France at zoom 6; one practice, zoom 14.
const FRANCE: MapPoint = { lat: 46.6, lng: 2.4 };
const FRANCE_ZOOM = 6;
const SINGLE_ZOOM = 14;

/** The view that shows every practice: one at zoom 14, several in their box, none over France. */
export function profileMapView(points: readonly MapPoint[]): { center?: MapPoint; zoom?: number; bounds?: MapBounds } {
  const [first] = points;
  if (!first) return { center: FRANCE, zoom: FRANCE_ZOOM };
  const same = points.every((point) => point.lat === first.lat && point.lng === first.lng);
  if (same) return { center: first, zoom: SINGLE_ZOOM };
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  // A margin so that the pins do not sit on the map's edge.
  const pad = 0.05;
  return { bounds: [Math.min(...lngs) - pad, Math.min(...lats) - pad, Math.max(...lngs) + pad, Math.max(...lats) + pad] };
}

/** [west, south, east, north] in degrees, the order of the directory's bounds parameter. */
export type MapBounds = [number, number, number, number];

export type MapPoint = { lat: number; lng: number };

/** A pin: groups and practices are drawn differently, and a selected pin stands out. */
export type MapMarker = MapPoint & {
  id: string;
  kind: "group" | "practice";
  /** Accessible name of the pin (a button): who is there. */
  label: string;
  selected?: boolean;
};

/** Spec 1 §9: zoom 3 to 18. */
export const MAP_MIN_ZOOM = 3;
export const MAP_MAX_ZOOM = 18;

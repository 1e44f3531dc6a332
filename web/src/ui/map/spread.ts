import type { MapMarker } from "./map-types.ts";

/** Pixels between a spread pin and the shared position. */
const SPREAD_RADIUS_PX = 18;

/**
 * Spec 1 §2: markers at the same position are spread in a circle, so that every pin stays
 * clickable. Returns each marker's pixel offset from its position ([0, 0] when alone).
 */
export function spreadOffsets(markers: readonly MapMarker[]): Map<string, [number, number]> {
  const byPosition = new Map<string, MapMarker[]>();
  for (const marker of markers) {
    // About one metre: practices at one address share a position even if typed slightly apart.
    const key = `${marker.lat.toFixed(5)},${marker.lng.toFixed(5)}`;
    const list = byPosition.get(key);
    if (list) list.push(marker);
    else byPosition.set(key, [marker]);
  }
  const offsets = new Map<string, [number, number]>();
  for (const group of byPosition.values()) {
    const [only] = group;
    if (group.length === 1 && only) {
      offsets.set(only.id, [0, 0]);
      continue;
    }
    // The circle grows with the crowd so neighbouring pins do not overlap.
    const radius = SPREAD_RADIUS_PX * Math.max(1, group.length / 6);
    group.forEach((marker, index) => {
      const angle = (2 * Math.PI * index) / group.length - Math.PI / 2;
      offsets.set(marker.id, [Math.round(radius * Math.cos(angle)), Math.round(radius * Math.sin(angle))]);
    });
  }
  return offsets;
}

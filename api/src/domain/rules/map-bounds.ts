/** [west, south, east, north] in degrees: the directory's bounds parameter (spec 1 §2). */
export type Bounds = [west: number, south: number, east: number, north: number];

export type LatLng = { lat: number; lng: number };

/** Spec 1 §9 map constants. */
export const MAP_DEFAULT_RADIUS_M = 50_000;
/** A village or a postcode is shown with about 20 km around it (10 km each side). */
export const SMALL_PLACE_RADIUS_M = 10_000;
export const COUNTRY_CENTRES = {
  FR: { lat: 48.859289, lng: 2.347451 },
  BE: { lat: 50.8503, lng: 4.3517 },
  DE: { lat: 52.52, lng: 13.405 },
} as const satisfies Record<"FR" | "BE" | "DE", LatLng>;

const METRES_PER_DEGREE = 111_320;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The box reaching `radius` metres from a point in each direction. */
export function boundsAround(point: LatLng, radius: number): Bounds {
  const dLat = radius / METRES_PER_DEGREE;
  // Degrees of longitude shrink with the cosine of the latitude; never divide by ~0 near a pole.
  const dLng = radius / (METRES_PER_DEGREE * Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01));
  return [clamp(point.lng - dLng, -180, 180), clamp(point.lat - dLat, -90, 90), clamp(point.lng + dLng, -180, 180), clamp(point.lat + dLat, -90, 90)];
}

export function isValidBounds(b: readonly number[]): b is Bounds {
  if (b.length !== 4 || !b.every(Number.isFinite)) return false;
  const [west, south, east, north] = b as Bounds;
  return west >= -180 && east <= 180 && west <= east && south >= -90 && north <= 90 && south <= north;
}

/** "west,south,east,north" (the query parameter) or null when malformed. */
export function parseBounds(text: string): Bounds | null {
  const parts = text.split(",").map((part) => (part.trim() === "" ? Number.NaN : Number(part)));
  return isValidBounds(parts) ? parts : null;
}

/** Six decimals (about 10 cm): short URLs, and the same box reads back the same. */
export function formatBounds(b: Bounds): string {
  return b.map((v) => Number(v.toFixed(6))).join(",");
}

/**
 * Spec 1 §2: 'search in this area' appears once the view moved more than 1 % compared with
 * the view last searched: its centre moved, or its size changed, by more than that share.
 */
export function viewMoved(previous: Bounds, next: Bounds, share = 0.01): boolean {
  const width = previous[2] - previous[0] || 1e-9;
  const height = previous[3] - previous[1] || 1e-9;
  const dx = Math.abs((next[0] + next[2]) / 2 - (previous[0] + previous[2]) / 2) / width;
  const dy = Math.abs((next[1] + next[3]) / 2 - (previous[1] + previous[3]) / 2) / height;
  const dw = Math.abs(next[2] - next[0] - width) / width;
  const dh = Math.abs(next[3] - next[1] - height) / height;
  return Math.max(dx, dy, dw, dh) > share;
}

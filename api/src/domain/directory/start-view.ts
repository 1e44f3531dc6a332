import type { Db } from "../../db/client.ts";
import { boundsAround, COUNTRY_CENTRES, MAP_DEFAULT_RADIUS_M, type Bounds } from "../rules/map-bounds.ts";
import type { Viewer } from "../viewer.ts";

/** A user's row as the directory's starting view needs it. */
export type StartViewUser = { country: "FR" | "BE" | "DE"; lastLat: number | null; lastLng: number | null };

/**
 * Where the directory opens (spec 1 §9): 50 km around the viewer's last known position, else
 * around the country's centre (Paris, Brussels, Berlin).
 */
export function startBoundsOf(user: StartViewUser | null): Bounds {
  const country = user?.country ?? "FR";
  const point = user?.lastLat != null && user.lastLng != null ? { lat: user.lastLat, lng: user.lastLng } : COUNTRY_CENTRES[country];
  return boundsAround(point, MAP_DEFAULT_RADIUS_M);
}

/**
 * The viewer's country and starting view, in one read: a search without bounds looks there, so
 * that the screen can ask for its first results before it knows where it opens (issue 18: one
 * request per screen).
 */
export async function viewerStartView(db: Db, viewer: Viewer | null): Promise<{ country: StartViewUser["country"] | null; bounds: Bounds }> {
  const user = viewer ? await db.user.findUnique({ where: { id: viewer.userId }, select: { country: true, lastLat: true, lastLng: true } }) : null;
  return { country: user?.country ?? null, bounds: startBoundsOf(user) };
}

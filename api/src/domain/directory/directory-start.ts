import type { Db } from "../../db/client.ts";
import type { Bounds } from "../rules/map-bounds.ts";
import type { Viewer } from "../viewer.ts";
import { DIRECTORY_DEFAULT_LIMIT } from "./search.ts";
import { groupsSpecialtyOf, groupsSpecialtySelect } from "./groups-specialty.ts";
import { startBoundsOf } from "./start-view.ts";

export type DirectoryStart = {
  country: "FR" | "BE" | "DE";
  bounds: Bounds;
  isRequestable: boolean;
  groupsSpecialty: string;
  pageSize: number;
};

/**
 * Where the directory opens (spec 1 §9, ./start-view.ts), and the groups tab's default specialty
 * for the viewer (./groups-specialty.ts).
 */
export async function directoryStart(db: Db, viewer: Viewer | null): Promise<DirectoryStart> {
  const user = viewer
    ? await db.user.findUnique({
        where: { id: viewer.userId },
        select: { country: true, lastLat: true, lastLng: true, isRequestable: true, professional: { select: groupsSpecialtySelect } },
      })
    : null;
  const country = user?.country ?? "FR";
  return {
    country,
    bounds: startBoundsOf(user),
    isRequestable: user?.isRequestable ?? false,
    groupsSpecialty: groupsSpecialtyOf(user?.professional),
    pageSize: DIRECTORY_DEFAULT_LIMIT,
  };
}

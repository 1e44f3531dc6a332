import type { Db } from "../../db/client.ts";
import { boundsAround, COUNTRY_CENTRES, MAP_DEFAULT_RADIUS_M, type Bounds } from "../rules/map-bounds.ts";
import type { Viewer } from "../viewer.ts";
import { DIRECTORY_DEFAULT_LIMIT } from "./search.ts";
import { GENERAL_PRACTICE_CODE } from "./specialty-labels.ts";

export type DirectoryStart = {
  country: "FR" | "BE" | "DE";
  bounds: Bounds;
  isRequestable: boolean;
  groupsSpecialty: string;
  pageSize: number;
};

/**
 * Where the directory opens (spec 1 §9): 50 km around the viewer's last known position, else
 * around the country's centre (Paris, Brussels, Berlin). The groups tab's default specialty
 * depends on the viewer (spec 1 §2): a specialist sees the networks of their own specialty,
 * anyone else (general practitioners, other professions) the specialists' networks.
 */
export async function directoryStart(db: Db, viewer: Viewer | null): Promise<DirectoryStart> {
  const user = viewer
    ? await db.user.findUnique({
        where: { id: viewer.userId },
        select: { country: true, lastLat: true, lastLng: true, isRequestable: true, professional: { select: { specialtyCode: true, specialty: { select: { professionCode: true } } } } },
      })
    : null;
  const country = user?.country ?? "FR";
  const point = user?.lastLat != null && user.lastLng != null ? { lat: user.lastLat, lng: user.lastLng } : COUNTRY_CENTRES[country];
  const specialty = user?.professional;
  const isSpecialist = specialty?.specialty.professionCode === 10 && specialty.specialtyCode !== GENERAL_PRACTICE_CODE;
  return {
    country,
    bounds: boundsAround(point, MAP_DEFAULT_RADIUS_M),
    isRequestable: user?.isRequestable ?? false,
    groupsSpecialty: isSpecialist && specialty ? specialty.specialtyCode : "specialist",
    pageSize: DIRECTORY_DEFAULT_LIMIT,
  };
}

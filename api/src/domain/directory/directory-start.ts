import type { Db } from "../../db/client.ts";
import type { Bounds } from "../rules/map-bounds.ts";
import type { Viewer } from "../viewer.ts";
import { DIRECTORY_DEFAULT_LIMIT } from "./search.ts";
import { GENERAL_PRACTICE_CODE } from "./specialty-labels.ts";
import { startBoundsOf } from "./start-view.ts";

export type DirectoryStart = {
  country: "FR" | "BE" | "DE";
  bounds: Bounds;
  isRequestable: boolean;
  groupsSpecialty: string;
  pageSize: number;
};

/**
 * Where the directory opens (spec 1 §9, ./start-view.ts). The groups tab's default specialty
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
  const specialty = user?.professional;
  const isSpecialist = specialty?.specialty.professionCode === 10 && specialty.specialtyCode !== GENERAL_PRACTICE_CODE;
  return {
    country,
    bounds: startBoundsOf(user),
    isRequestable: user?.isRequestable ?? false,
    groupsSpecialty: isSpecialist && specialty ? specialty.specialtyCode : "specialist",
    pageSize: DIRECTORY_DEFAULT_LIMIT,
  };
}

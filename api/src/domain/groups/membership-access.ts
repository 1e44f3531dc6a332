import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/**
 * Memberships the viewer may read (spec 1 §2 "Members tab" is for insiders, §6): their own; the
 * ongoing members of a group where they are an ongoing insider; every membership (applications and
 * invitations too) of a group they administer; everything for a super user.
 */
export function readableMembershipWhere(viewer: Viewer | null): Prisma.MembershipWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  if (viewer.isSuper) return {};
  const professionalId = viewer.professionalId;
  if (professionalId === null) return NO_ROW;
  return {
    OR: [
      { professionalId },
      { status: "ONGOING", group: { memberships: { some: { professionalId, status: "ONGOING", isInsider: true } } } },
      { group: { memberships: { some: { professionalId, status: "ONGOING", canAdmin: true } } } },
    ],
  };
}

import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/**
 * Members of a request's recipient group who may look on without taking part (spec 2 §2 shadow
 * view): observers, administrative support and administrators of the group.
 */
function shadowMembershipWhere(viewer: Viewer): Prisma.MembershipWhereInput {
  return {
    professionalId: viewer.professionalId ?? 0,
    status: "ONGOING",
    OR: [{ canShadow: true }, { canSupport: true }, { canAdmin: true }],
  };
}

/** Published requests this viewer may open in the shadow view (read-only, may join). */
export function shadowableRequestWhere(viewer: Viewer | null): Prisma.RequestWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  if (viewer.isSuper) return { status: { not: "DRAFT" } };
  if (viewer.professionalId === null) return NO_ROW;
  return { status: { not: "DRAFT" }, recipientGroup: { memberships: { some: shadowMembershipWhere(viewer) } } };
}

/**
 * Requests this viewer may read: those where the viewer is a participant, on either side, and
 * the published ones the viewer may shadow (super users, observers of the recipient group).
 * A draft is read by its sender side only.
 */
export function readableRequestWhere(viewer: Viewer | null): Prisma.RequestWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  return { OR: [{ participants: { some: { userId: viewer.userId } } }, shadowableRequestWhere(viewer)] };
}

/** Requests where the viewer takes part on the given side. */
export function participatingRequestWhere(viewer: Viewer | null, side?: "SENDER" | "RECIPIENT"): Prisma.RequestWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  return { participants: { some: { userId: viewer.userId, ...(side ? { side } : {}) } } };
}

import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/**
 * Members of a request's recipient group who may look on without taking part (spec 2 §2 shadow
 * view): observers, administrative support and administrators of the group.
 */
const SHADOWING_MEMBERSHIP: Prisma.MembershipWhereInput = { status: "ONGOING", OR: [{ canShadow: true }, { canSupport: true }, { canAdmin: true }] };

function shadowMembershipWhere(viewer: Viewer): Prisma.MembershipWhereInput {
  return { professionalId: viewer.professionalId ?? 0, ...SHADOWING_MEMBERSHIP };
}

/** The memberships among `professionalIds` that may shadow (for checking many viewers at once). */
export function shadowMembershipsWhere(professionalIds: readonly number[]): Prisma.MembershipWhereInput {
  return { professionalId: { in: [...professionalIds] }, ...SHADOWING_MEMBERSHIP };
}

/**
 * What readableRequestWhere asks of one request, read once for many viewers (gate.ts
 * requestReadFacts): whether it is a draft, which of those viewers take part, and which of
 * their professionals may shadow it in its recipient group.
 */
export type RequestReadFacts = { draft: boolean; participantUserIds: ReadonlySet<number>; shadowProfessionalIds: ReadonlySet<number> };

/** readableRequestWhere as a rule on facts already read: the same answer, without a query per viewer. */
export function mayReadRequest(viewer: Viewer | null, facts: RequestReadFacts | null): boolean {
  if (!facts || !isValidatedViewer(viewer)) return false;
  if (facts.participantUserIds.has(viewer.userId)) return true;
  if (facts.draft) return false;
  return viewer.isSuper || (viewer.professionalId !== null && facts.shadowProfessionalIds.has(viewer.professionalId));
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

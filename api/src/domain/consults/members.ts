import type { Db } from "../../db/client.ts";
import type { Viewer } from "../viewer.ts";
import { canAddParticipant } from "./capabilities.ts";
import { loadStanding } from "./standing.ts";

export type AssignableMember = {
  userId: number;
  firstName: string;
  lastName: string;
  profilePictureId: number | null;
  title: string | null;
  canReply: boolean;
  canSupport: boolean;
  canShadow: boolean;
  canAdmin: boolean;
  isParticipant: boolean;
};

/**
 * The recipient group's ongoing members with an account, for the add-participant and
 * assignment modals; only for a viewer who may add participants (others get none).
 */
export async function listAssignableMembers(db: Db, viewer: Viewer | null, requestId: number): Promise<AssignableMember[]> {
  if (!viewer) return [];
  const { row, standing } = await loadStanding(db, viewer, requestId);
  if (!canAddParticipant(standing) || row.recipientGroupId === null) return [];
  const memberships = await db.membership.findMany({
    where: { groupId: row.recipientGroupId, status: "ONGOING", professional: { user: { validationStatus: "VALIDATED" } } },
    select: {
      title: true,
      canReply: true,
      canSupport: true,
      canShadow: true,
      canAdmin: true,
      professional: { select: { user: { select: { id: true, firstName: true, lastName: true, profilePictureId: true, participations: { where: { requestId }, select: { id: true }, take: 1 } } } } },
    },
    orderBy: { id: "asc" },
    take: 500,
  });
  return memberships.flatMap((m) => {
    const user = m.professional.user;
    if (!user) return [];
    return [{ userId: user.id, firstName: user.firstName, lastName: user.lastName, profilePictureId: user.profilePictureId, title: m.title, canReply: m.canReply, canSupport: m.canSupport, canShadow: m.canShadow, canAdmin: m.canAdmin, isParticipant: user.participations.length > 0 }];
  });
}

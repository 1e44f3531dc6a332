import type { Db } from "../../db/client.ts";
import { isValidatedViewer } from "../access.ts";
import { DomainError } from "../errors.ts";
import { canAdminGroup, isInsider, loadGroupStanding, type GroupStanding } from "../groups/standing.ts";
import type { Viewer } from "../viewer.ts";

/** What the planning rules read of a group. */
export type PlanningGroup = { id: number; mode: "SENDER" | "RECIPIENT"; isPanel: boolean };

/**
 * Spec 1 §2, §6: the on-call planning is a tab of recipient groups, for their insiders, hidden in
 * panel groups unless the viewer is a super user (the same rule as groups/tabs.ts "planning").
 */
export function canSeePlanning(group: PlanningGroup, standing: GroupStanding): boolean {
  if (group.mode !== "RECIPIENT") return false;
  if (standing.isSuper) return true;
  return isInsider(standing) && !group.isPanel;
}

/**
 * Who edits a duty period. The spec names the period editor (§2) and its rules (§5) but not its
 * editors (§6 is silent); we chose: the group's administrators (and super users) for every
 * expert, and an expert (insider with can_reply) for their own periods only, as a rota is the
 * administrator's, and an expert swapping a shift must not move a colleague's.
 */
export function canEditPlanningOf(standing: GroupStanding, membershipId: number): boolean {
  if (canAdminGroup(standing)) return true;
  const own = standing.membership;
  return own !== null && isInsider(standing) && own.canReply && own.id === membershipId;
}

/** May the viewer add periods at all (admins for anyone, experts for themselves)? */
export function canAddPlanning(standing: GroupStanding): boolean {
  if (canAdminGroup(standing)) return true;
  return isInsider(standing) && standing.membership?.canReply === true;
}

/**
 * The group whose planning the viewer reads or edits, with their standing; a group the viewer
 * may not see the planning of answers exactly like a missing one (not_found).
 */
export async function planningGroupFor(db: Db, viewer: Viewer | null, groupId: number): Promise<{ group: PlanningGroup; standing: GroupStanding }> {
  if (!isValidatedViewer(viewer)) throw new DomainError("not_found");
  const group = await db.group.findUnique({ where: { id: groupId }, select: { id: true, mode: true, isPanel: true } });
  const standing = group ? await loadGroupStanding(db, viewer, groupId) : null;
  if (!group || !standing || !canSeePlanning(group, standing)) throw new DomainError("not_found");
  return { group, standing };
}

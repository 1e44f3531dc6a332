import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { announceAdminsChange, announceMembershipChange, type MembershipChange } from "./membership-events.ts";
import { groupRefInput, membershipRefInput, type GroupRefInput, type MembershipRefInput } from "./membership-input.ts";
import { applicantCapabilities, deletionRefusal, hasFreeSeat, isInsiderFor, isOngoingAdmin } from "./membership-rules.ts";
import { loadGroupForMembership, loadTarget, seatsTaken, transition } from "./membership-target.ts";
import { wouldLeaveNoAdmin } from "./last-admin.ts";
import { canAdminGroup } from "./standing.ts";

// The membership transitions of spec 1 §4: applying → ongoing (accept) or gone (refuse, cancel);
// invited → ongoing (accept) or gone (refuse, cancel); ongoing → gone (leave, delete). Each runs
// in one transaction under the group's row lock and moves the row only from the status it read.

export type MembershipOutcome = { membershipId: number; groupId: number; status: "APPLYING" | "INVITED" | "ONGOING" | null };

function requireProfessional(viewer: Viewer): number {
  if (!viewer.validated) throw new DomainError("unvalidated");
  if (viewer.professionalId === null) throw new DomainError("forbidden");
  return viewer.professionalId;
}

async function finish(deps: Deps, change: MembershipChange): Promise<MembershipOutcome> {
  announceMembershipChange(deps.pubsub, change);
  await announceAdminsChange(deps, change);
  return { membershipId: change.membershipId, groupId: change.groupId, status: change.status };
}

/**
 * Joins a group (spec 1 §4): an application, which the admins accept or refuse. A group that
 * accepts applications automatically makes the applicant a member at once, while a seat is free
 * (otherwise the application waits for an admin). A pending invitation is accepted instead.
 */
export async function applyToGroup(deps: Deps, viewer: Viewer, raw: GroupRefInput): Promise<MembershipOutcome> {
  const input = parseInput(groupRefInput, raw);
  const professionalId = requireProfessional(viewer);
  const change = await deps.db.$transaction(async (tx): Promise<MembershipChange> => {
    const { group, standing } = await loadGroupForMembership(tx, viewer, input.groupId);
    const own = standing.membership;
    if (own?.status === "INVITED") {
      await transition(tx, own.id, "INVITED", { status: "ONGOING" });
      await tx.invitation.updateMany({ where: { membershipId: own.id, acceptedAt: null }, data: { acceptedAt: deps.now } });
      return { userId: viewer.userId, membershipId: own.id, groupId: group.id, status: "ONGOING" };
    }
    if (own) throw new DomainError("already_member");
    const capabilities = applicantCapabilities(group.mode);
    const isInsider = isInsiderFor(group.mode, capabilities);
    const admitted = group.autoAcceptsApplication && (!isInsider || hasFreeSeat(group.maxSeats, await seatsTaken(tx, group.id)));
    const created = await tx.membership.create({
      data: { groupId: group.id, professionalId, status: admitted ? "ONGOING" : "APPLYING", isInsider, allTopics: true, ...capabilities },
      select: { id: true, status: true },
    });
    return { userId: viewer.userId, membershipId: created.id, groupId: group.id, status: created.status };
  });
  return finish(deps, change);
}

/**
 * Accepts (spec 1 §4): an admin accepts an application; the invitee accepts their invitation.
 * An applicant who would take a seat needs a free one ('no licence available').
 */
export async function acceptMembership(deps: Deps, viewer: Viewer, raw: MembershipRefInput): Promise<MembershipOutcome> {
  const input = parseInput(membershipRefInput, raw);
  const change = await deps.db.$transaction(async (tx): Promise<MembershipChange> => {
    const { target, group, standing } = await loadTarget(tx, viewer, input.membershipId);
    const isOwn = target.professionalId === viewer.professionalId;
    // Accepted meanwhile (by another admin, or twice): the second answer changes nothing.
    if (target.status === "ONGOING") throw new DomainError("membership_changed");
    if (target.status === "INVITED") {
      // Only the invitee answers an invitation; an admin may cancel it, not accept it for them.
      if (!isOwn) throw new DomainError("forbidden");
      await transition(tx, target.id, "INVITED", { status: "ONGOING" });
      await tx.invitation.updateMany({ where: { membershipId: target.id, acceptedAt: null }, data: { acceptedAt: deps.now } });
    } else {
      if (isOwn || !canAdminGroup(standing)) throw new DomainError("forbidden");
      if (target.isInsider && !hasFreeSeat(group.maxSeats, await seatsTaken(tx, group.id, target.id))) throw new DomainError("no_licence_available");
      await transition(tx, target.id, "APPLYING", { status: "ONGOING" });
    }
    return { userId: target.userId, membershipId: target.id, groupId: group.id, status: "ONGOING", adminsChanged: target.canAdmin };
  });
  return finish(deps, change);
}

export type EndAction = "refuse" | "cancel" | "leave" | "delete";

type Status = "APPLYING" | "INVITED" | "ONGOING";

/** The status each ending applies to, for the member themself and for an admin (spec 1 §4). */
const OWN_ENDINGS: Record<EndAction, Status | null> = { leave: "ONGOING", cancel: "APPLYING", refuse: "INVITED", delete: null };
const ADMIN_ENDINGS: Record<EndAction, Status | null> = { delete: "ONGOING", refuse: "APPLYING", cancel: "INVITED", leave: null };

/** Which ending fits a membership's status and who asks (REST DELETE decides by who calls). */
function actionFor(status: Status, isOwn: boolean): EndAction {
  const endings = isOwn ? OWN_ENDINGS : ADMIN_ENDINGS;
  return (Object.keys(endings) as EndAction[]).find((action) => endings[action] === status) ?? "delete";
}

/**
 * Ends a membership (spec 1 §4: leaving, refusing, cancelling and deleting remove it):
 * - refuse: an admin refuses an application; the invitee refuses an invitation;
 * - cancel: the applicant cancels their application; an admin cancels an invitation;
 * - leave: an ongoing member leaves;
 * - delete: an admin removes an ongoing member, within the rules of spec 1 §6.
 * `action` undefined: the one that fits the row and the caller. A row no longer in the status the
 * action expects answers membership_changed.
 */
export async function endMembership(deps: Deps, viewer: Viewer, raw: MembershipRefInput, action?: EndAction): Promise<MembershipOutcome> {
  const input = parseInput(membershipRefInput, raw);
  const change = await deps.db.$transaction(async (tx): Promise<MembershipChange> => {
    const { target, group, standing } = await loadTarget(tx, viewer, input.membershipId);
    const isOwn = target.professionalId === viewer.professionalId;
    if (!isOwn && !canAdminGroup(standing)) throw new DomainError("forbidden");
    const chosen = action ?? actionFor(target.status, isOwn);
    const expected = (isOwn ? OWN_ENDINGS : ADMIN_ENDINGS)[chosen];
    if (expected !== target.status) {
      // Accepted meanwhile (an application or invitation became a membership): the page is stale.
      throw new DomainError(expected !== null && target.status === "ONGOING" ? "membership_changed" : "forbidden");
    }
    if (chosen === "delete") {
      const refusal = deletionRefusal(standing, target, group);
      if (refusal) throw new DomainError(refusal);
    }
    if (await wouldLeaveNoAdmin(tx, group.id, target)) throw new DomainError("last_admin");
    await transition(tx, target.id, target.status, null);
    return { userId: target.userId, membershipId: target.id, groupId: group.id, status: null, adminsChanged: isOngoingAdmin(target) };
  });
  return finish(deps, change);
}

/** Leaves a group by its id (the group page's button): the viewer's ongoing membership ends. */
export async function leaveGroup(deps: Deps, viewer: Viewer, raw: GroupRefInput): Promise<MembershipOutcome> {
  const input = parseInput(groupRefInput, raw);
  const professionalId = requireProfessional(viewer);
  const own = await deps.db.membership.findUnique({ where: { groupId_professionalId: { groupId: input.groupId, professionalId } }, select: { id: true } });
  if (!own) throw new DomainError("not_found");
  return endMembership(deps, viewer, { membershipId: own.id }, "leave");
}

/**
 * Spec 1 §4: the welcome dialog shows once, the first time the membership is ongoing. Only the
 * member marks it; a second call changes nothing.
 */
export async function markMembershipWelcomed(deps: Deps, viewer: Viewer, raw: MembershipRefInput): Promise<MembershipOutcome> {
  const input = parseInput(membershipRefInput, raw);
  const professionalId = requireProfessional(viewer);
  const row = await deps.db.membership.findFirst({ where: { id: input.membershipId, professionalId }, select: { id: true, groupId: true, status: true } });
  if (!row) throw new DomainError("not_found");
  if (row.status !== "ONGOING") throw new DomainError("membership_changed");
  await deps.db.membership.updateMany({ where: { id: row.id, status: "ONGOING", welcomedAt: null }, data: { welcomedAt: deps.now } });
  return { membershipId: row.id, groupId: row.groupId, status: "ONGOING" };
}

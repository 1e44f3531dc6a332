import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import type { MembershipOutcome } from "./membership-commands.ts";
import { announceAdminsChange, announceMembershipChange, type MembershipChange } from "./membership-events.ts";
import { updateMembershipInput, type UpdateMembershipInput } from "./membership-input.ts";
import { hasFreeSeat, isInsiderFor, isOngoingAdmin, type Capabilities } from "./membership-rules.ts";
import { loadTarget, seatsTaken } from "./membership-target.ts";
import { wouldLeaveNoAdmin } from "./last-admin.ts";
import { resolveMemberTopics } from "./member-topics.ts";
import { canAdminGroup } from "./standing.ts";

/**
 * An admin edits a member (spec 1 §2 "member edit"): capabilities, title, and the topics they
 * administer (other topics of the member stay). A member who becomes an insider needs a seat.
 */
export async function updateMembership(deps: Deps, viewer: Viewer, raw: UpdateMembershipInput): Promise<MembershipOutcome> {
  const input = parseInput(updateMembershipInput, raw);
  const result = await deps.db.$transaction(async (tx): Promise<MembershipChange> => {
    const { target, group, standing } = await loadTarget(tx, viewer, input.membershipId);
    if (!canAdminGroup(standing)) throw new DomainError("forbidden");
    const capabilities: Capabilities = {
      canAdmin: input.canAdmin ?? target.canAdmin,
      canReply: input.canReply ?? target.canReply,
      canSendFromGroup: input.canSendFromGroup ?? target.canSendFromGroup,
      canSupport: input.canSupport ?? target.canSupport,
      canShadow: input.canShadow ?? target.canShadow,
      canAsk: input.canAsk ?? target.canAsk,
    };
    const topics = await resolveMemberTopics(tx, standing, group.id, target, input);
    if (group.mode === "SENDER" && !topics.allTopics && topics.topicIds.length === 0) throw new DomainError("validation_failed", "topicIds");
    if (!capabilities.canAdmin && (await wouldLeaveNoAdmin(tx, group.id, target))) throw new DomainError("last_admin");
    const isInsider = isInsiderFor(group.mode, capabilities);
    const takesSeat = isInsider && !target.isInsider && target.status !== "APPLYING";
    if (takesSeat && !hasFreeSeat(group.maxSeats, await seatsTaken(tx, group.id, target.id))) throw new DomainError("no_licence_available");
    const updated = await tx.membership.updateMany({
      where: { id: target.id, status: target.status },
      data: { ...capabilities, ...integrationCapabilities(input), isInsider, allTopics: topics.allTopics, ...(input.title !== undefined ? { title: input.title || null } : {}) },
    });
    if (updated.count !== 1) throw new DomainError("membership_changed");
    await tx.membershipTopic.deleteMany({ where: { membershipId: target.id, topicId: { notIn: topics.topicIds } } });
    await tx.membershipTopic.createMany({ data: topics.topicIds.map((topicId) => ({ membershipId: target.id, topicId })), skipDuplicates: true });
    const adminsChanged = isOngoingAdmin(target) !== isOngoingAdmin({ status: target.status, canAdmin: capabilities.canAdmin });
    return { userId: target.userId, membershipId: target.id, groupId: group.id, status: target.status, adminsChanged };
  });
  announceMembershipChange(deps.pubsub, result);
  await announceAdminsChange(deps, result);
  return { membershipId: result.membershipId, groupId: result.groupId, status: result.status };
}

/** Spec 2 §2: the administrative data capabilities, only those the admin sent (not part of the displayed role). */
function integrationCapabilities(input: { canIntegrateAct?: boolean; canIntegrateReport?: boolean }): { canIntegrateAct?: boolean; canIntegrateReport?: boolean } {
  return {
    ...(input.canIntegrateAct !== undefined ? { canIntegrateAct: input.canIntegrateAct } : {}),
    ...(input.canIntegrateReport !== undefined ? { canIntegrateReport: input.canIntegrateReport } : {}),
  };
}

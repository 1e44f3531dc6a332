import type { Db } from "../../db/client.ts";
import { isValidatedViewer } from "../access.ts";
import { DomainError } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { visibleGroupWhere, visibleTopicWhere } from "./access.ts";
import { canAdminGroup, coversTopic, isInsider, loadGroupStanding, standingFromRows, viewerMembershipSelect, type GroupStanding } from "./standing.ts";

/**
 * Who edits a topic's settings (description, medical instructions, accepted professions, away
 * message) and its response templates: the group's admins and the insiders with all_topics or
 * this topic (spec 1 §6 names "members with all_topics or matching topics" for descriptions; the
 * spec is silent on the other settings and we chose the same people). Insiders only: a requester
 * who joined a hospital's network to send it requests holds all_topics too, and must not change
 * what the hospital's experts tell every sender (their away message, their instructions).
 */
export function canEditTopic(standing: GroupStanding, topicId: number): boolean {
  return canAdminGroup(standing) || (isInsider(standing) && coversTopic(standing, topicId));
}

/**
 * The topic a viewer is about to edit, or the refusal: a topic the viewer cannot see is missing
 * (not_found), one they see but may not edit is forbidden.
 */
export async function editableTopic(db: Db, viewer: Viewer, topicId: number): Promise<{ id: number; groupId: number }> {
  if (!isValidatedViewer(viewer)) throw new DomainError("not_found");
  const topic = await db.topic.findFirst({
    where: { id: topicId, AND: [visibleTopicWhere(viewer)] },
    select: { id: true, groupId: true, group: { select: { memberships: viewerMembershipSelect(viewer) } } },
  });
  if (!topic) throw new DomainError("not_found");
  if (!canEditTopic(standingFromRows(viewer, topic.group.memberships), topic.id)) throw new DomainError("forbidden");
  return { id: topic.id, groupId: topic.groupId };
}

/** The group whose description an admin edits; the same not_found / forbidden split. */
export async function administeredGroup(db: Db, viewer: Viewer, groupId: number): Promise<{ id: number }> {
  if (!isValidatedViewer(viewer)) throw new DomainError("not_found");
  const visible = await db.group.count({ where: { id: groupId, AND: [visibleGroupWhere(viewer)] } });
  const standing = visible ? await loadGroupStanding(db, viewer, groupId) : null;
  if (!standing) throw new DomainError("not_found");
  if (!canAdminGroup(standing)) throw new DomainError("forbidden");
  return { id: groupId };
}

/** A topic the viewer may see, every column (its settings); null when hidden or missing (they answer alike). */
export async function visibleTopic(db: Db, viewer: Viewer | null, topicId: number) {
  return db.topic.findFirst({ where: { id: topicId, AND: [visibleTopicWhere(viewer)] } });
}

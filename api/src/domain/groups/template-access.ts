import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/**
 * Topics whose response templates the viewer reads and edits: the same people as the topic's
 * settings (canEditTopic), as a row filter. Super users reach every topic.
 */
export function templateTopicWhere(viewer: Viewer): Prisma.TopicWhereInput {
  if (viewer.isSuper) return {};
  const professionalId = viewer.professionalId ?? 0;
  return {
    OR: [
      { group: { memberships: { some: { professionalId, status: "ONGOING", OR: [{ canAdmin: true }, { allTopics: true, isInsider: true }] } } } },
      { membershipTopics: { some: { membership: { professionalId, status: "ONGOING", isInsider: true } } } },
    ],
  };
}

/** Response templates the viewer may see (spec 1 §3 MessageTemplate): their own, and their topics'. */
export function readableTemplateWhere(viewer: Viewer | null): Prisma.MessageTemplateWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  return { OR: [{ userId: viewer.userId }, { topicId: { not: null }, topic: templateTopicWhere(viewer) }] };
}

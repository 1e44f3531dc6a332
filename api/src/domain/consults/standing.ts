import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { DomainError } from "../errors.ts";
import { readableRequestWhere } from "../requests/access.ts";
import type { Viewer } from "../viewer.ts";
import type { ConsultStanding } from "./capabilities.ts";

/**
 * The columns a request's standing is computed from, for this viewer: its status, consult,
 * recipient, and the viewer's own participation and recipient-group membership only.
 * Shared by the commands and the GraphQL capability fields, so both read the same rule.
 */
export function standingSelect(viewer: Viewer | null) {
  const userId = viewer?.userId ?? 0;
  const professionalId = viewer?.professionalId ?? 0;
  return {
    id: true,
    status: true,
    recipientGroupId: true,
    recipientTopicId: true,
    recipientProfessionalId: true,
    consult: { select: { status: true } },
    participants: { where: { userId }, select: { side: true }, take: 1 },
    recipientGroup: {
      select: {
        memberships: {
          where: { professionalId, status: "ONGOING" },
          select: { canReply: true, canSupport: true, canShadow: true, canAdmin: true, allTopics: true, topics: { select: { topicId: true } } },
          take: 1,
        },
      },
    },
  } satisfies Prisma.RequestSelect;
}

export type StandingRow = Prisma.RequestGetPayload<{ select: ReturnType<typeof standingSelect> }>;

export function standingOf(row: StandingRow, viewer: Viewer | null): ConsultStanding {
  const membership = row.recipientGroup?.memberships[0];
  return {
    requestStatus: row.status,
    consultStatus: row.consult?.status ?? null,
    recipientGroupId: row.recipientGroupId,
    recipientTopicId: row.recipientTopicId,
    isSuper: viewer?.isSuper === true,
    side: row.participants[0]?.side ?? null,
    isRecipientProfessional: viewer?.professionalId != null && row.recipientProfessionalId === viewer.professionalId,
    membership: membership
      ? {
          canReply: membership.canReply,
          canSupport: membership.canSupport,
          canShadow: membership.canShadow,
          canAdmin: membership.canAdmin,
          allTopics: membership.allTopics,
          topicIds: membership.topics.map((topic) => topic.topicId),
        }
      : null,
  };
}

/** A request the viewer may read, with their standing on it; a hidden one fails exactly like a missing one. */
export async function loadStanding(db: Db | Prisma.TransactionClient, viewer: Viewer, requestId: number): Promise<{ row: StandingRow; standing: ConsultStanding }> {
  const row = await db.request.findFirst({ where: { id: requestId, AND: [readableRequestWhere(viewer)] }, select: standingSelect(viewer) });
  if (!row) throw new DomainError("not_found");
  return { row, standing: standingOf(row, viewer) };
}

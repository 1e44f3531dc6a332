import { requestTopicWhere } from "./recipient-contexts.ts";
import type { Db } from "../../db/client.ts";
import type { PartyType } from "../../db/generated/prisma/enums.ts";
import type { Tx } from "./participant-state.ts";
import type { SenderProfile } from "./recipient-status.ts";

/** One way the viewer may sign a request (spec 2 §7 "Other": GET sender_contexts). */
export type SenderContext = {
  senderType: PartyType;
  senderGroupId: number | null;
  senderGroupName: string | null;
  senderTopicId: number | null;
  senderTopicLabel: string | null;
};

const SELF: SenderContext = { senderType: "PROFESSIONAL", senderGroupId: null, senderGroupName: null, senderTopicId: null, senderTopicLabel: null };

/**
 * The viewer's sender contexts: as oneself (always: the spec ties sends_individual_requests to
 * the recipients outside the viewer's networks, not to signing as oneself), then each group
 * where the viewer's ongoing membership has can_send_from_group, with each topic it covers
 * (every topic of the group with all_topics). The spec is silent on groups without topics: the
 * group alone is then the context.
 */
export async function listSenderContexts(db: Db | Tx, sender: SenderProfile): Promise<SenderContext[]> {
  if (sender.professionalId === null) return [];
  const memberships = await db.membership.findMany({
    where: { professionalId: sender.professionalId, status: "ONGOING", canSendFromGroup: true },
    select: {
      allTopics: true,
      group: { select: { id: true, name: true, topics: { select: { id: true, label: true }, orderBy: [{ position: "asc" }, { id: "asc" }] } } },
      topics: { select: { topic: { select: { id: true, label: true } } } },
    },
    orderBy: { id: "asc" },
  });
  const groups = memberships.flatMap<SenderContext>((membership) => {
    const group = membership.group;
    const topics = membership.allTopics ? group.topics : membership.topics.map((t) => t.topic).sort((a, b) => a.id - b.id);
    const base = { senderType: "GROUP" as const, senderGroupId: group.id, senderGroupName: group.name };
    if (topics.length === 0) return [{ ...base, senderTopicId: null, senderTopicLabel: null }];
    return topics.map((topic) => ({ ...base, senderTopicId: topic.id, senderTopicLabel: topic.label }));
  });
  return [SELF, ...groups];
}

/** Whether `choice` is one of the viewer's sender contexts (signing as oneself always is). */
export function isSenderContext(contexts: readonly SenderContext[], choice: { senderGroupId: number | null; senderTopicId: number | null }): boolean {
  if (choice.senderGroupId === null) return choice.senderTopicId === null && contexts.length > 0;
  return contexts.some((c) => c.senderGroupId === choice.senderGroupId && c.senderTopicId === choice.senderTopicId);
}

/**
 * Whether the "Nouvelle demande" button shows (spec 1 §6: it needs self_can_draft): the viewer
 * is a professional who sends individual requests, or some recipient topic of the viewer's
 * country takes the viewer's specialty without a membership the viewer lacks. Away periods
 * are not looked at: a topic away today does not hide the button.
 */
export async function canStartRequest(db: Db | Tx, sender: SenderProfile | null): Promise<boolean> {
  if (!sender || sender.professionalId === null) return false;
  if (sender.sendsIndividualRequests) return true;
  const code = sender.specialtyCode ?? "";
  const topic = await db.topic.findFirst({
    where: {
      ...requestTopicWhere,
      OR: [{ acceptsAllSpecialties: true }, { acceptedSpecialtyCodes: { has: code } }],
      group: {
        country: sender.country,
        mode: "RECIPIENT",
        AND: [
          { OR: [{ acceptsAllSpecialties: true }, { acceptedSpecialtyCodes: { has: code } }] },
          { OR: [{ isPanel: false }, { memberships: { some: { professionalId: sender.professionalId, OR: [{ status: { not: "ONGOING" } }, { canAsk: true }] } } }] },
        ],
      },
    },
    select: { id: true },
  });
  return topic !== null;
}

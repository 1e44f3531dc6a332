import type { Tx } from "./participant-state.ts";

type Recipient = { recipientType: "PROFESSIONAL" | "GROUP"; recipientProfessionalId: number | null; recipientGroupId: number | null; recipientTopicId: number | null };

/**
 * Who takes part on the recipient side once a request is published: the addressed
 * professional's account, or the experts of the recipient topic (ongoing members who reply,
 * for all topics or this one). A professional without an account takes part once registered.
 */
export async function recipientParticipants(tx: Tx, request: Recipient): Promise<{ userId: number; professionalId: number }[]> {
  if (request.recipientType === "PROFESSIONAL") {
    if (request.recipientProfessionalId === null) return [];
    const user = await tx.user.findFirst({ where: { professionalId: request.recipientProfessionalId, validationStatus: "VALIDATED" }, select: { id: true } });
    return user ? [{ userId: user.id, professionalId: request.recipientProfessionalId }] : [];
  }
  if (request.recipientGroupId === null) return [];
  const topicId = request.recipientTopicId;
  const experts = await tx.membership.findMany({
    where: {
      groupId: request.recipientGroupId,
      status: "ONGOING",
      canReply: true,
      ...(topicId !== null ? { OR: [{ allTopics: true }, { topics: { some: { topicId } } }] } : {}),
      professional: { user: { validationStatus: "VALIDATED" } },
    },
    select: { professionalId: true, professional: { select: { user: { select: { id: true } } } } },
    orderBy: { id: "asc" },
  });
  return experts.flatMap((expert) => (expert.professional.user ? [{ userId: expert.professional.user.id, professionalId: expert.professionalId }] : []));
}

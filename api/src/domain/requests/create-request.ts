import { z } from "zod";
import type { RequestStatus, PartyType } from "../../db/generated/prisma/enums.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { syncParticipants } from "./participant-state.ts";
import { acceptedRecipient, checkSenderChoice } from "./recipient-choice.ts";
import { loadSenderProfile } from "./recipient-contexts.ts";
import { announceRequestChange } from "./request-events.ts";
import { refreshSearchText } from "./search-text.ts";

const optionalId = dbIdSchema.nullish();

/** Spec 2 §7 POST requests (recipient_type, recipient_professional_id, recipient_group_id, recipient_topic_id). */
export const createRequestInput = z
  .object({
    recipientType: z.enum(["PROFESSIONAL", "GROUP"]),
    recipientProfessionalId: optionalId,
    recipientGroupId: optionalId,
    recipientTopicId: optionalId,
    // Signing as a sender group (one of GET sender_contexts); oneself when absent.
    senderGroupId: optionalId,
    senderTopicId: optionalId,
  })
  .superRefine((input, ctx) => {
    if (input.recipientType === "PROFESSIONAL") {
      if (!input.recipientProfessionalId) ctx.addIssue({ code: "custom", path: ["recipientProfessionalId"], message: "required" });
      if (input.recipientGroupId || input.recipientTopicId) ctx.addIssue({ code: "custom", path: ["recipientGroupId"], message: "a professional recipient has no group" });
    } else if (!input.recipientTopicId) {
      ctx.addIssue({ code: "custom", path: ["recipientTopicId"], message: "required" });
    }
    if (input.senderTopicId && !input.senderGroupId) ctx.addIssue({ code: "custom", path: ["senderGroupId"], message: "required" });
  });
export type CreateRequestInput = z.input<typeof createRequestInput>;

export type CreatedRequest = {
  id: number;
  status: RequestStatus;
  recipientType: PartyType;
  recipientProfessionalId: number | null;
  recipientGroupId: number | null;
  recipientTopicId: number | null;
  senderType: PartyType;
  senderGroupId: number | null;
  senderTopicId: number | null;
  createdAt: Date;
};

/**
 * Spec 2 §7 POST requests: a draft to a recipient this viewer may draft to (spec 1 §4), with the
 * author as its sender-side participant. Refused recipients change nothing: unknown rows answer
 * not_found, a group not joined recipient_unavailable, any other refusal recipient_unaccepted.
 */
export async function createRequest(deps: Deps, viewer: Viewer, raw: CreateRequestInput): Promise<CreatedRequest> {
  const input = parseInput(createRequestInput, raw);
  const { db, now } = deps;
  const sender = await loadSenderProfile(db, viewer);
  if (!sender) throw new DomainError("unvalidated");
  // A validated account that is no professional of the directory cannot sign a request.
  if (sender.professionalId === null) throw new DomainError("forbidden");

  const context = await acceptedRecipient(db, sender, input, now);
  const senderGroupId = input.senderGroupId ?? null;
  const senderTopicId = input.senderTopicId ?? null;
  await checkSenderChoice(db, sender, { senderGroupId, senderTopicId });

  const professionalId = sender.professionalId;
  const { request, userIds } = await db.$transaction(async (tx) => {
    // The billing number step (spec 2 §4) starts from the requester's default number (settings);
    // only French accounts have billing numbers.
    const billing = await tx.billingInfo.findFirst({ where: { userId: viewer.userId, isDefault: true }, select: { number: true } });
    const request = await tx.request.create({
      data: {
        status: "DRAFT",
        billingNumber: billing?.number ?? null,
        authorId: viewer.userId,
        senderType: senderGroupId === null ? "PROFESSIONAL" : "GROUP",
        senderGroupId,
        senderTopicId,
        recipientType: context.recipientType,
        recipientProfessionalId: context.recipientProfessionalId,
        recipientGroupId: context.recipientGroupId,
        recipientTopicId: context.recipientTopicId,
        lastEditedById: viewer.userId,
        lastEditedAt: now,
        createdAt: now,
        lastActivityDate: now,
        participants: { create: { userId: viewer.userId, professionalId, side: "SENDER", lastActivityDate: now } },
      },
      select: {
        id: true,
        status: true,
        recipientType: true,
        recipientProfessionalId: true,
        recipientGroupId: true,
        recipientTopicId: true,
        senderType: true,
        senderGroupId: true,
        senderTopicId: true,
        createdAt: true,
      },
    });
    const userIds = await syncParticipants(tx, request.id, { activity: { at: now, actorUserId: viewer.userId } });
    await refreshSearchText(tx, request.id);
    return { request, userIds };
  });
  await announceRequestChange(deps, request.id, "updated", userIds);
  return request;
}

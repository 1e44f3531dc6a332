import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import type { Viewer } from "../viewer.ts";
import { participatingRequestWhere } from "./access.ts";
import { requestRefInput } from "./draft-input.ts";
import { registerAtPublication, type PublicationMeeting } from "../meetings/registration.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { z } from "zod";
import { syncParticipants } from "./participant-state.ts";
import { publishMissingItems, readinessSelect } from "./publish-readiness.ts";
import { recipientParticipants } from "./recipient-participants.ts";
import { announceRequestChange } from "./request-events.ts";
import { alertRecipientsOnDuty } from "../planning/duty-routing.ts";
import { pushToParticipants } from "../interop/push-notifications.ts";

/** The draft to send; meetingId is the meeting-selection step's choice (meetings/registration.ts). */
export const publishRequestInput = requestRefInput.extend({ meetingId: dbIdSchema.nullish() });
export type PublishRequestInput = z.input<typeof publishRequestInput>;

/**
 * Sends a draft (spec 2 §4 "Publishing a draft"): refused while a required step is missing
 * (publish_incomplete names the first; the editor lists them all from `publishMissing`), or
 * while the recipient group still needs the requester's phone, e-mail or the hospital stay
 * (spec 2 §8: the editor opens the matching collect modal). The consult opens, the recipient
 * side joins as participants and sees the request as unread; those who turned text-message
 * alerts on get one (settings). A request to a meeting topic is registered to its meeting here.
 */
export async function publishRequest(deps: Deps, viewer: Viewer, raw: PublishRequestInput): Promise<{ requestId: number; meeting: PublicationMeeting }> {
  const input = parseInput(publishRequestInput, raw);
  const { userIds, recipientUserIds, meeting } = await deps.db.$transaction(async (tx) => {
    const request = await tx.request.findFirst({
      where: { id: input.requestId, ...participatingRequestWhere(viewer, "SENDER") },
      select: {
        ...readinessSelect,
        status: true,
        version: true,
        authorPhone: true,
        iep: true,
        recipientType: true,
        recipientProfessionalId: true,
        recipientGroupId: true,
        recipientTopicId: true,
        recipientGroup: { select: { extraPatientFields: true, requiresRequesterPhone: true, requiresRequesterEmail: true, collectIep: true } },
        author: { select: { id: true, country: true, contactPhone: true, contactEmail: true } },
      },
    });
    if (!request) throw new DomainError("not_found");
    if (request.status !== "DRAFT") throw new DomainError("request_not_editable");
    if (input.version !== undefined && input.version !== request.version) throw new DomainError("version_conflict");
    const missing = publishMissingItems(request, deps.now);
    if (missing.length > 0) throw new DomainError("publish_incomplete", missing[0]);
    const group = request.recipientGroup;
    if (group?.requiresRequesterPhone && !request.authorPhone && !request.author.contactPhone) throw new DomainError("contact_phone_missing", "phone");
    if (group?.requiresRequesterEmail && !request.author.contactEmail) throw new DomainError("contact_email_missing", "email");
    if (group?.collectIep && !request.iep) throw new DomainError("hospitalization_missing", "iep");

    const written = await tx.request.updateMany({
      where: { id: input.requestId, version: request.version, status: "DRAFT" },
      data: { status: "PUBLISHED", publishedAt: deps.now, version: { increment: 1 } },
    });
    if (written.count === 0) throw new DomainError("version_conflict");
    await tx.consult.create({ data: { requestId: input.requestId, status: "OPENED", createdAt: deps.now } });
    const meeting = await registerAtPublication(tx, input.requestId, input.meetingId, deps.now);
    const recipients = (await recipientParticipants(tx, request)).filter((recipient) => recipient.userId !== request.author.id);
    if (recipients.length > 0) {
      await tx.participant.createMany({
        data: recipients.map((recipient) => ({ requestId: input.requestId, userId: recipient.userId, professionalId: recipient.professionalId, side: "RECIPIENT" as const, createdAt: deps.now })),
        skipDuplicates: true,
      });
    }
    const participants = await syncParticipants(tx, input.requestId, { activity: { at: deps.now, actorUserId: viewer.userId } });
    return { userIds: participants, recipientUserIds: recipients.map((recipient) => recipient.userId), meeting };
  });
  await announceRequestChange(deps, input.requestId, "published", userIds, "opened");
  await alertRecipientsOnDuty(deps, input.requestId, recipientUserIds);
  await pushToParticipants(deps, input.requestId, recipientUserIds, "request");
  return { requestId: input.requestId, meeting };
}

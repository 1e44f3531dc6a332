import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { startInteropDraft } from "../../domain/interop/start-interop-draft.ts";
import { createRequest, type CreatedRequest } from "../../domain/requests/create-request.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §7 POST requests, payload in snake_case; the command reads and checks it as over GraphQL.
const id = z.number().int().nullish();
const body = z.object({
  recipient_type: z.enum(["professional", "group"]),
  recipient_professional_id: id,
  recipient_group_id: id,
  recipient_topic_id: id,
  sender_group_id: id.describe("Sign on behalf of a sender group (one of GET sender_contexts); oneself when absent."),
  sender_topic_id: id,
  // Spec 2 §7 "in the interop flow": practice software writes the question and the hospital ids at once.
  description: z.string().max(20_000).optional().describe("Interop flow: the draft's description (a professional recipient)."),
  iep: z.string().max(64).optional().describe("Interop flow: the hospital stay number (IEP)."),
  ipp: z.string().max(64).optional().describe("Interop flow: the patient's id in the practice or hospital software (IPP)."),
});

const party = z.enum(["professional", "group"]);
const createdShape = z.object({
  id: z.number().int(),
  status: z.enum(["draft", "published", "cancelled"]),
  recipient_type: party,
  recipient_professional_id: z.number().int().nullable(),
  recipient_group_id: z.number().int().nullable(),
  recipient_topic_id: z.number().int().nullable(),
  sender_type: party,
  sender_group_id: z.number().int().nullable(),
  sender_topic_id: z.number().int().nullable(),
  created_at: z.string(),
});

const lower = <T extends string>(value: T) => value.toLowerCase() as Lowercase<T>;

function toCreated(request: CreatedRequest): z.infer<typeof createdShape> {
  return {
    id: request.id,
    status: lower(request.status),
    recipient_type: lower(request.recipientType),
    recipient_professional_id: request.recipientProfessionalId,
    recipient_group_id: request.recipientGroupId,
    recipient_topic_id: request.recipientTopicId,
    sender_type: lower(request.senderType),
    sender_group_id: request.senderGroupId,
    sender_topic_id: request.senderTopicId,
    created_at: request.createdAt.toISOString(),
  };
}

export const createRequestRoutes = [
  defineRoute({
    method: "POST",
    path: "/requests",
    operationId: "createRequest",
    tag: "requests",
    summary:
      "Creates a draft to a recipient the caller may draft to (spec 1 §4); 201 with the draft. Refusals: recipient_unavailable (group not joined), recipient_unaccepted, not_found, sender_unavailable, validation_failed. In the interop flow (description, iep or ipp given) the recipient is a professional and the draft carries them at once.",
    auth: "validated",
    errors: ["not_found", "forbidden", "recipient_unavailable", "recipient_unaccepted", "sender_unavailable", "interop_recipient_missing"],
    body,
    response: createdShape,
    successStatus: { status: 201, description: "The draft was created; open it at /request/{id}." },
    handler: async (context, { body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const interop = body.description !== undefined || body.iep !== undefined || body.ipp !== undefined;
      if (interop) {
        // The interop flow names one professional and signs as oneself (spec 2 §7).
        if (body.recipient_type !== "professional" || body.sender_group_id != null) return restError("validation_failed", context.locale, "recipient_type");
        const draft = await startInteropDraft(domainDeps(context), viewer, {
          recipientProfessionalId: body.recipient_professional_id ?? undefined,
          description: body.description,
          iep: body.iep,
          ipp: body.ipp,
        });
        return { status: 201, body: toCreated(draft) };
      }
      const created = await createRequest(domainDeps(context), viewer, {
        recipientType: body.recipient_type === "group" ? "GROUP" : "PROFESSIONAL",
        recipientProfessionalId: body.recipient_professional_id,
        recipientGroupId: body.recipient_group_id,
        recipientTopicId: body.recipient_topic_id,
        senderGroupId: body.sender_group_id,
        senderTopicId: body.sender_topic_id,
      });
      return { status: 201, body: toCreated(created) };
    },
  }),
];

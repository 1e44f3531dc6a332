import { domainDeps } from "../../call/domain-deps.ts";
import { createRequest } from "../../domain/requests/create-request.ts";
import { canStartRequest, listSenderContexts, type SenderContext } from "../../domain/requests/sender-contexts.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
// Registers the DomainError object type that the result union below lists by its class.
import "../domain-error.ts";
import { PartyTypeEnum, senderProfileOf } from "./recipients.ts";
import { foundOrNotFound } from "../not-found.ts";
import { findReadableRequest } from "../../domain/requests/gate.ts";

const SenderContextRef = builder.objectRef<SenderContext>("SenderContext").implement({
  description: "Spec 2 §7 sender_contexts: one way the viewer may sign a request (as oneself, or for a sender group and topic).",
  fields: (t) => ({
    senderType: t.field({ type: PartyTypeEnum, description: "PROFESSIONAL: as oneself. GROUP: on behalf of a sender group.", resolve: (c) => c.senderType }),
    senderGroupId: t.int({ nullable: true, description: "Database id of the sender group.", resolve: (c) => c.senderGroupId }),
    senderGroupName: t.string({ nullable: true, description: "Name of the sender group.", resolve: (c) => c.senderGroupName }),
    senderTopicId: t.int({ nullable: true, description: "Database id of the sender topic.", resolve: (c) => c.senderTopicId }),
    senderTopicLabel: t.string({ nullable: true, description: "Label of the sender topic.", resolve: (c) => c.senderTopicLabel }),
  }),
});

builder.queryField("senderContexts", (t) =>
  t.field({
    type: [SenderContextRef],
    authScopes: { validated: true },
    description: "The viewer's sender contexts: oneself first, then the sender groups and topics where the viewer has can_send_from_group.",
    resolve: async (_root, _args, context) => {
      const sender = await senderProfileOf(context);
      return sender ? listSenderContexts(context.prisma, sender) : [];
    },
  }),
);

builder.queryField("viewerCanStartRequest", (t) =>
  t.boolean({
    authScopes: { public: true },
    description: "Whether the \"New request\" button shows: a validated professional who may draft to someone (false for visitors and unvalidated accounts).",
    resolve: async (_root, _args, context) => canStartRequest(context.prisma, await senderProfileOf(context)),
  }),
);

export type CreatedShape = { requestId: number };

export const RequestCreated = builder.objectRef<CreatedShape>("RequestCreated").implement({
  description: "The draft was created; open it at /request/{databaseId}.",
  fields: (t) => ({
    request: t.prismaField({
      type: "Request",
      description: "The new draft.",
      resolve: async (query, created, _args, context) => foundOrNotFound(await findReadableRequest(context.prisma, context.viewer, created.requestId, query), context),
    }),
  }),
});

const CreateRequestResult = builder.errorUnion("CreateRequestResult", {
  description: "The new draft, or why the recipient cannot receive it (recipient_unavailable, recipient_unaccepted, not_found, sender_unavailable, validation_failed).",
  types: [RequestCreated, DomainError],
  resolveType: () => RequestCreated,
});

const CreateRequestInput = builder.inputType("CreateRequestInput", {
  description: "Spec 2 §7 POST requests. Ids are database ids, as in the page URL (r_professional, r_group, r_topic).",
  fields: (t) => ({
    recipientType: t.field({ type: PartyTypeEnum, required: true, description: "PROFESSIONAL (with recipientProfessionalId) or GROUP (with recipientTopicId)." }),
    recipientProfessionalId: t.int({ required: false, description: "The professional; for GROUP, the named expert of the topic." }),
    recipientGroupId: t.int({ required: false, description: "The recipient group (checked against the topic's)." }),
    recipientTopicId: t.int({ required: false, description: "The recipient topic." }),
    senderGroupId: t.int({ required: false, description: "Sign on behalf of this sender group (one of senderContexts); oneself when absent." }),
    senderTopicId: t.int({ required: false, description: "The sender topic, with senderGroupId." }),
  }),
});

builder.mutationField("createRequest", (t) =>
  t.field({
    type: CreateRequestResult,
    authScopes: { validated: true },
    description: "Creates a draft to a recipient the viewer may draft to (spec 1 §4), the viewer on its sender side.",
    args: { input: t.arg({ type: CreateRequestInput, required: true, description: "The recipient and, optionally, the sender context." }) },
    resolve: async (_root, { input }, context) => {
      if (!context.viewer) throw new DomainError("forbidden");
      const created = await createRequest(domainDeps(context), context.viewer, input);
      return { requestId: created.id } satisfies CreatedShape;
    },
  }),
);

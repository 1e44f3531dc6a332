import { formTextOf } from "../../domain/requests/form-text.ts";
import { GraphQLError } from "graphql";
import { readableRequestWhere } from "../../domain/requests/access.ts";
import { isReadableRequest } from "../../domain/requests/queries.ts";
import { visibleMessagesWhere } from "../../domain/messages/access.ts";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { readableRequestEvents } from "../notifications/readable-request-events.ts";
import { ConsultStatusEnum, ParticipationSideEnum, RequestStatusEnum } from "../enums.ts";
import { MessageRef } from "../messages/message.ts";
import { PatientRef } from "../patients/patient.ts";
import { GroupRef, TopicRef } from "../groups/group.ts";
import { ProfessionalRef } from "../directory/user.ts";
import { findReadableRequest } from "../../domain/requests/gate.ts";

export const RequestRef = builder.prismaNode("Request", {
  description: "A tele-expertise request (spec 2 §3): a patient case sent by its author to a professional or a group topic, with its messages and files. Readable by its participants only.",
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [readableRequestWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id used by the REST API and in page URLs." }),
    status: t.expose("status", { type: RequestStatusEnum, description: "Draft, published or cancelled." }),
    consultStatus: t.field({
      type: ConsultStatusEnum,
      nullable: true,
      description: "Where the expert side's answer stands; null for a draft.",
      select: { consult: { select: { status: true } } },
      resolve: (request) => request.consult?.status ?? null,
    }),
    selfSide: t.field({
      type: ParticipationSideEnum,
      nullable: true,
      description: "The viewer's side on this request.",
      select: (_args, context) => ({
        participants: { where: { userId: context.viewer?.userId ?? 0 }, select: { side: true }, take: 1 },
      }),
      resolve: (request) => request.participants[0]?.side ?? null,
    }),
    patient: t.relation("patient", { type: PatientRef, nullable: true, description: "The patient the request is about; null while a draft has none." }),
    description: t.exposeString("description", { nullable: true, description: "The free-text question (plain text); null when the request uses a structured form." }),
    formText: t.string({
      nullable: true,
      description: "The structured form of the recipient topic, as readable text (when the request was written with one).",
      select: { formContent: true },
      resolve: (request) => formTextOf(request.formContent),
    }),
    author: t.relation("author", { description: "The user who wrote the request." }),
    recipientProfessional: t.relation("recipientProfessional", { type: ProfessionalRef, nullable: true, description: "The addressed professional, or the named expert of a group topic; null when none." }),
    recipientGroup: t.relation("recipientGroup", { type: GroupRef, nullable: true, description: "The addressed group; null for a request to one professional." }),
    recipientTopic: t.relation("recipientTopic", { type: TopicRef, nullable: true, description: "The addressed topic of the group; null for a request to one professional." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the draft was created." }),
    publishedAt: t.expose("publishedAt", { type: "DateTime", nullable: true, description: "When the request was sent; null for a draft." }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When the request row last changed." }),
    lastActivityDate: t.expose("lastActivityDate", { type: "DateTime", description: "Last message, file or status change: the feed's sort key." }),
    messages: t.relatedConnection("messages", {
      type: MessageRef,
      cursor: "id",
      totalCount: true,
      description: "Oldest first: published messages and the viewer's own drafts.",
      query: (_args, context) => ({
        where: context.viewer ? visibleMessagesWhere(context.viewer) : { id: { in: [] } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),
    }, {
      description: "A page of a request's messages, oldest first.",
      // Same field as the one `totalCount: true` adds, declared again only to describe it.
      fields: (t) => ({
        totalCount: t.int({
          nullable: false,
          description: "How many messages the viewer sees on this request in all (not only this page).",
          extensions: { pothosPrismaTotalCount: true },
          // The plugin puts the count on the connection object; its type does not say so.
          resolve: (parent) => (parent as unknown as { totalCount: number | Promise<number> }).totalCount,
        }),
      }),
    }),
  }),
});

builder.subscriptionField("requestUpdated", (t) =>
  t.prismaField({
    type: "Request",
    authScopes: { validated: true },
    description: "The request as it is now, then again each time it changes (without saying what changed).",
    deprecationReason: "Use requestEvent, which says what changed and skips the refetch after the sender's own publication.",
    args: { id: t.arg.globalID({ required: true, for: RequestRef, description: "Global id of a request the viewer may read." }) },
    subscribe: async (_root, args, context) => {
      const requestId = toDbId(args.id.id);
      const viewer = context.viewer;
      if (!viewer || !(await isReadableRequest(context.prisma, viewer, requestId))) throw new GraphQLError(errorMessage("not_found", context.locale), { extensions: { code: "not_found" } });
      // The same checks as requestEvent: a revoked session or a removed participant hears nothing more.
      return readableRequestEvents(context, viewer, requestId);
    },
    resolve: async (query, event, _args, context) => {
      const request = await findReadableRequest(context.prisma, context.viewer, event.requestId, query);
      if (!request) throw new GraphQLError(errorMessage("not_found", context.locale), { extensions: { code: "not_found" } });
      return request;
    },
  }),
);

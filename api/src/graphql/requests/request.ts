import { formTextOf } from "../../domain/requests/form-text.ts";
import { GraphQLError } from "graphql";
import { readableRequestWhere } from "../../domain/requests/access.ts";
import { isReadableRequest } from "../../domain/requests/queries.ts";
import { visibleMessagesWhere } from "../../domain/messages/access.ts";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { ConsultStatusEnum, ParticipationSideEnum, RequestStatusEnum } from "../enums.ts";
import { MessageRef } from "../messages/message.ts";
import { PatientRef } from "../patients/patient.ts";
import { GroupRef, TopicRef } from "../groups/group.ts";
import { ProfessionalRef } from "../directory/user.ts";

export const RequestRef = builder.prismaNode("Request", {
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [readableRequestWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id used by the REST API and in page URLs." }),
    status: t.expose("status", { type: RequestStatusEnum }),
    consultStatus: t.field({
      type: ConsultStatusEnum,
      nullable: true,
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
    patient: t.relation("patient", { type: PatientRef, nullable: true }),
    description: t.exposeString("description", { nullable: true }),
    formText: t.string({
      nullable: true,
      description: "The structured form of the recipient topic, as readable text (when the request was written with one).",
      select: { formContent: true },
      resolve: (request) => formTextOf(request.formContent),
    }),
    author: t.relation("author"),
    recipientProfessional: t.relation("recipientProfessional", { type: ProfessionalRef, nullable: true }),
    recipientGroup: t.relation("recipientGroup", { type: GroupRef, nullable: true }),
    recipientTopic: t.relation("recipientTopic", { type: TopicRef, nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    publishedAt: t.expose("publishedAt", { type: "DateTime", nullable: true }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    lastActivityDate: t.expose("lastActivityDate", { type: "DateTime" }),
    messages: t.relatedConnection("messages", {
      type: MessageRef,
      cursor: "id",
      totalCount: true,
      description: "Oldest first: published messages and the viewer's own drafts.",
      query: (_args, context) => ({
        where: context.viewer ? visibleMessagesWhere(context.viewer) : { id: { in: [] } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),
    }),
  }),
});

builder.subscriptionField("requestUpdated", (t) =>
  t.prismaField({
    type: "Request",
    authScopes: { validated: true },
    description: "Fires when a request the viewer may read changes.",
    args: { id: t.arg.globalID({ required: true, for: RequestRef }) },
    subscribe: async (_root, args, context) => {
      const requestId = toDbId(args.id.id);
      if (!(await isReadableRequest(context.prisma, context.viewer, requestId))) throw new GraphQLError(errorMessage("not_found", context.locale), { extensions: { code: "not_found" } });
      return context.pubsub.subscribe("requestUpdated", requestId);
    },
    resolve: async (query, event, _args, context) => {
      const request = await context.prisma.request.findFirst({
        ...query,
        where: { id: event.requestId, ...readableRequestWhere(context.viewer) },
      });
      if (!request) throw new GraphQLError(errorMessage("not_found", context.locale), { extensions: { code: "not_found" } });
      return request;
    },
  }),
);

import { queryFromInfo } from "@pothos/plugin-prisma";
import { domainDeps } from "../../call/domain-deps.ts";
import {
  countMessageTemplates,
  createMessageTemplate,
  deleteMessageTemplate,
  TEMPLATE_ORDER,
  TEMPLATES_DEFAULT_PAGE,
  TEMPLATES_MAX,
  templateListWhere,
  templateTopicId,
  updateMessageTemplate,
} from "../../domain/groups/message-templates.ts";
import { readableTemplateWhere, templateTopicWhere } from "../../domain/groups/template-access.ts";
import { visibleTopicWhere } from "../../domain/groups/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { offsetConnection } from "../offset-page.ts";
import "../domain-error.ts";
import { TopicRef } from "./group.ts";
import { requireViewer } from "../../domain/access.ts";
import { dbIdOf } from "./topic-settings.ts";

// Spec 1 §2 "response template list/edit", §3 MessageTemplate: reusable answers of a topic
// (shared by the members who answer it) or of one user, inserted in a message.

export const MessageTemplateRef = builder.prismaNode("MessageTemplate", {
  id: { field: "id" },
  description: "A response template: a label and a text to insert in a message; of a topic (its members) or of the viewer.",
  select: { id: true },
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [readableTemplateWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id REST uses (/message-templates/{id})." }),
    label: t.exposeString("label", { description: "Short name shown in the lists." }),
    content: t.exposeString("content", { description: "The text inserted in a message." }),
    isPersonal: t.boolean({ description: "The viewer's own template (not a topic's).", select: { userId: true }, resolve: (row) => row.userId !== null }),
    topic: t.relation("topic", { type: TopicRef, nullable: true, description: "The topic it belongs to; null for a personal template." }),
  }),
});

builder.prismaObjectFields(TopicRef, (t) => ({
  messageTemplates: t.relation("messageTemplates", {
    type: MessageTemplateRef,
    description: "The topic's response templates, by label; empty for a viewer who does not answer the topic.",
    query: (_args, context) => ({
      where: context.viewer?.validated ? { topic: templateTopicWhere(context.viewer) } : { id: { in: [] } },
      orderBy: [...TEMPLATE_ORDER],
      take: TEMPLATES_MAX,
    }),
  }),
}));

builder.queryField("messageTemplates", (t) =>
  t.connection(
    {
      type: MessageTemplateRef,
      authScopes: { validated: true },
      description: `Templates the viewer may insert, the topic's before the personal ones, each by label: their personal ones (personal, default true), and those of a topic they answer (topicId), or of the recipient topic of a request (requestId). ${TEMPLATES_DEFAULT_PAGE} a page unless \`first\` or \`last\` says otherwise (at most ${TEMPLATES_MAX}).`,
      args: {
        personal: t.arg.boolean({ required: false, description: "Include the viewer's personal templates (default true)." }),
        topicId: t.arg.globalID({ required: false, description: "A topic the viewer answers." }),
        requestId: t.arg.globalID({ required: false, description: "A request the viewer reads: its recipient topic's templates." }),
      },
      resolve: async (_root, args, context, info) => {
        const viewer = requireViewer(context.viewer);
        const topicId = await templateTopicId(context.prisma, viewer, {
          topicId: args.topicId ? toDbId(args.topicId.typename === "Topic" ? args.topicId.id : 0) : 0,
          requestId: args.requestId?.typename === "Request" ? toDbId(args.requestId.id) : 0,
        });
        const scope = { topicId: topicId || undefined, personal: args.personal ?? true };
        return offsetConnection(
          "templates",
          args,
          { defaultSize: TEMPLATES_DEFAULT_PAGE, maxSize: TEMPLATES_MAX },
          {
            count: () => countMessageTemplates(context.prisma, viewer, scope),
            rows: ({ offset, limit }) =>
              context.prisma.messageTemplate.findMany({
                ...queryFromInfo({ context, info, path: ["edges", "node"] }),
                where: templateListWhere(viewer, scope),
                orderBy: [{ topicId: { sort: "asc", nulls: "last" } }, ...TEMPLATE_ORDER],
                skip: offset,
                take: limit,
              }),
          },
        );
      },
    },
    {
      name: "MessageTemplatesConnection",
      description: "A page of the templates the viewer may insert.",
      fields: (c) => ({ totalCount: c.int({ description: "Templates of the list, all pages together.", resolve: (connection) => connection.totalCount }) }),
    },
    { name: "MessageTemplatesEdge", description: "A template the viewer may insert." },
  ),
);

type TemplateSaved = { templateId: number };
const TemplateSavedRef = builder.objectRef<TemplateSaved>("MessageTemplateSaved").implement({
  description: "A response template was saved.",
  fields: (t) => ({
    template: t.prismaField({
      type: MessageTemplateRef,
      description: "The template as saved.",
      resolve: (query, parent, _args, context) =>
        context.prisma.messageTemplate.findFirstOrThrow({ ...query, where: { id: parent.templateId, AND: [readableTemplateWhere(context.viewer)] } }),
    }),
  }),
});

type TemplateDeleted = { templateId: number; topicId: number | null };
const TemplateDeletedRef = builder.objectRef<TemplateDeleted>("MessageTemplateDeleted").implement({
  description: "A response template was deleted.",
  fields: (t) => ({
    deletedTemplateId: t.id({ description: "Global id of the deleted template (for @deleteRecord).", resolve: (d) => Buffer.from(`MessageTemplate:${d.templateId}`).toString("base64") }),
    topic: t.prismaField({
      type: TopicRef,
      nullable: true,
      description: "The topic the template belonged to, with its remaining templates; null for a personal template.",
      resolve: (query, parent, _args, context) =>
        parent.topicId === null ? null : context.prisma.topic.findFirst({ ...query, where: { id: parent.topicId, AND: [visibleTopicWhere(context.viewer)] } }),
    }),
  }),
});

const CreateMessageTemplateResult = builder.errorUnion("CreateMessageTemplateResult", {
  description: "The new template, or why it was refused.",
  types: [TemplateSavedRef, DomainError],
  resolveType: () => TemplateSavedRef,
});
const UpdateMessageTemplateResult = builder.errorUnion("UpdateMessageTemplateResult", {
  description: "The template as saved, or why it was refused.",
  types: [TemplateSavedRef, DomainError],
  resolveType: () => TemplateSavedRef,
});
const DeleteMessageTemplateResult = builder.errorUnion("DeleteMessageTemplateResult", {
  description: "The deleted template's id, or why it was refused.",
  types: [TemplateDeletedRef, DomainError],
  resolveType: () => TemplateDeletedRef,
});

builder.mutationField("createMessageTemplate", (t) =>
  t.field({
    type: CreateMessageTemplateResult,
    authScopes: { validated: true },
    description: "A topic template (for the members who edit the topic; forbidden otherwise) or, without topicId, a personal one. Label and content trimmed and required.",
    args: {
      topicId: t.arg.globalID({ required: false, description: "The topic; none for a personal template." }),
      label: t.arg.string({ required: true, description: "Short name (at most 100 characters)." }),
      content: t.arg.string({ required: true, description: "The text (at most 10,000 characters)." }),
    },
    resolve: async (_root, args, context) =>
      createMessageTemplate(domainDeps(context), requireViewer(context.viewer), { topicId: args.topicId ? dbIdOf(args.topicId, "Topic") : null, label: args.label, content: args.content }),
  }),
);

builder.mutationField("updateMessageTemplate", (t) =>
  t.field({
    type: UpdateMessageTemplateResult,
    authScopes: { validated: true },
    description: "Edits a template the viewer may use (not_found otherwise).",
    args: {
      templateId: t.arg.globalID({ required: true, description: "The template." }),
      label: t.arg.string({ required: true, description: "Short name (at most 100 characters)." }),
      content: t.arg.string({ required: true, description: "The text (at most 10,000 characters)." }),
    },
    resolve: async (_root, args, context) =>
      updateMessageTemplate(domainDeps(context), requireViewer(context.viewer), { templateId: dbIdOf(args.templateId, "MessageTemplate"), label: args.label, content: args.content }),
  }),
);

builder.mutationField("deleteMessageTemplate", (t) =>
  t.field({
    type: DeleteMessageTemplateResult,
    authScopes: { validated: true },
    description: "Deletes a template the viewer may use (not_found otherwise).",
    args: { templateId: t.arg.globalID({ required: true, description: "The template." }) },
    resolve: async (_root, args, context) => deleteMessageTemplate(domainDeps(context), requireViewer(context.viewer), { templateId: dbIdOf(args.templateId, "MessageTemplate") }),
  }),
);

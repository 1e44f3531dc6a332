import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import {
  createMessageTemplate,
  deleteMessageTemplate,
  listMessageTemplates,
  readableTemplate,
  TEMPLATE_CONTENT_MAX_LENGTH,
  TEMPLATE_LABEL_MAX_LENGTH,
  TEMPLATES_MAX,
  updateMessageTemplate,
  type TemplateRow,
} from "../../domain/groups/message-templates.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import type { Viewer } from "../../domain/viewer.ts";
import { restError } from "../errors.ts";
import { PAGINATION_HEADER } from "../requests/requests.ts";
import { defineRoute, type RestContext, type RestResult } from "../route.ts";

// Spec 1 §3 MessageTemplate: response templates of a topic (its members) or of the viewer.

const templateShape = z.object({
  id: z.number().int(),
  label: z.string(),
  content: z.string(),
  topic_id: z.number().int().nullable().describe("The topic; null for a personal template."),
});

const toShape = (row: TemplateRow): z.infer<typeof templateShape> => ({ id: row.id, label: row.label, content: row.content, topic_id: row.topicId });

const templateBody = z.object({ label: z.string().max(TEMPLATE_LABEL_MAX_LENGTH), content: z.string().max(TEMPLATE_CONTENT_MAX_LENGTH) });

async function answerTemplate(context: RestContext, viewer: Viewer, id: number, status: number): Promise<RestResult> {
  const row = await readableTemplate(context.prisma, viewer, id);
  return row ? { status, body: toShape(row) } : restError("not_found", context.locale);
}

const idParams = z.object({ id: dbIdSchema });

export const messageTemplateRoutes = [
  defineRoute({
    method: "GET",
    path: "/message-templates",
    operationId: "listMessageTemplates",
    tag: "groups",
    summary: "The templates the viewer may use, by label: personal ones, and with topic_id those of a topic the viewer answers (none for other topics).",
    auth: "validated",
    query: z.object({
      topic_id: dbIdSchema.optional().describe("A topic the viewer answers."),
      personal: z.enum(["true", "false"]).default("true").describe("Include the viewer's personal templates."),
      limit: z.coerce.number().int().min(1).max(TEMPLATES_MAX).default(100),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
    response: z.array(templateShape),
    responseHeaders: { [PAGINATION_HEADER]: 'Pagination metadata as JSON: {"total_count": n, "offset": n, "limit": n}' },
    handler: async (context, { query }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const { rows, totalCount } = await listMessageTemplates(context.prisma, viewer, { topicId: query.topic_id, personal: query.personal === "true" }, { limit: query.limit, offset: query.offset });
      return { body: rows.map(toShape), headers: { [PAGINATION_HEADER]: JSON.stringify({ total_count: totalCount, offset: query.offset, limit: query.limit }) } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/message-templates",
    operationId: "createMessageTemplate",
    tag: "groups",
    summary: "Create a topic template (members who edit the topic; forbidden otherwise) or, without topic_id, a personal one. Label and content are trimmed and required.",
    auth: "validated",
    body: templateBody.extend({ topic_id: dbIdSchema.nullable().optional() }),
    response: templateShape,
    handler: async (context, { body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const { templateId } = await createMessageTemplate(domainDeps(context), viewer, { topicId: body.topic_id ?? null, label: body.label, content: body.content });
      return answerTemplate(context, viewer, templateId, 201);
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/message-templates/{id}",
    operationId: "updateMessageTemplate",
    tag: "groups",
    summary: "Edit a template the viewer may use (404 otherwise).",
    auth: "validated",
    params: idParams,
    body: templateBody,
    response: templateShape,
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      await updateMessageTemplate(domainDeps(context), viewer, { templateId: params.id, label: body.label, content: body.content });
      return answerTemplate(context, viewer, params.id, 200);
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/message-templates/{id}",
    operationId: "deleteMessageTemplate",
    tag: "groups",
    summary: "Delete a template the viewer may use (404 otherwise).",
    auth: "validated",
    params: idParams,
    response: z.object({ id: z.number().int() }),
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const { templateId } = await deleteMessageTemplate(domainDeps(context), viewer, { templateId: params.id });
      return { body: { id: templateId } };
    },
  }),
];

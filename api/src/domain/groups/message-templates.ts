import { z } from "zod";
import { singleLineText } from "../single-line-text.ts";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { readableRequestWhere } from "../requests/access.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { visibleTopicWhere } from "./access.ts";
import { editableTopic } from "./topic-access.ts";
import { readableTemplateWhere } from "./template-access.ts";

/** Limits of a response template (spec 1 §2 "response template list/edit"). */
export const TEMPLATE_LABEL_MAX_LENGTH = 100;
export const TEMPLATE_CONTENT_MAX_LENGTH = 10_000;
/** How many templates one topic or one user keeps, so a list stays one page. */
export const TEMPLATES_MAX = 200;
/** A page of a template list when the caller names no size (a page is at most TEMPLATES_MAX). */
export const TEMPLATES_DEFAULT_PAGE = 100;

const label = singleLineText().trim().min(1).max(TEMPLATE_LABEL_MAX_LENGTH);
const content = z.string().trim().min(1).max(TEMPLATE_CONTENT_MAX_LENGTH);

export const createTemplateInput = z.object({
  /** A topic's template (shared by its members); none: the viewer's personal template. */
  topicId: dbIdSchema.nullish(),
  label,
  content,
});

export const updateTemplateInput = z.object({ templateId: dbIdSchema, label, content });
export const deleteTemplateInput = z.object({ templateId: dbIdSchema });

/** Creates a topic template (members who edit the topic) or a personal one. */
export async function createMessageTemplate(deps: Deps, viewer: Viewer, raw: z.input<typeof createTemplateInput>): Promise<{ templateId: number }> {
  const input = parseInput(createTemplateInput, raw);
  const owner = input.topicId ? { topicId: (await editableTopic(deps.db, viewer, input.topicId)).id } : { userId: viewer.userId };
  const count = await deps.db.messageTemplate.count({ where: owner });
  if (count >= TEMPLATES_MAX) throw new DomainError("validation_failed", "topicId");
  const row = await deps.db.messageTemplate.create({ data: { ...owner, label: input.label, content: input.content }, select: { id: true } });
  return { templateId: row.id };
}

/** A template the viewer may edit, else not_found (hidden and missing answer alike). */
async function ownedTemplate(db: Db, viewer: Viewer, templateId: number): Promise<{ id: number; topicId: number | null }> {
  const row = await db.messageTemplate.findFirst({ where: { id: templateId, AND: [readableTemplateWhere(viewer)] }, select: { id: true, topicId: true } });
  if (!row) throw new DomainError("not_found");
  return row;
}

export async function updateMessageTemplate(deps: Deps, viewer: Viewer, raw: z.input<typeof updateTemplateInput>): Promise<{ templateId: number }> {
  const input = parseInput(updateTemplateInput, raw);
  const row = await ownedTemplate(deps.db, viewer, input.templateId);
  await deps.db.messageTemplate.update({ where: { id: row.id }, data: { label: input.label, content: input.content } });
  return { templateId: row.id };
}

/** Deletes a template; answers its topic (null for a personal one) so lists can be refreshed. */
export async function deleteMessageTemplate(deps: Deps, viewer: Viewer, raw: z.input<typeof deleteTemplateInput>): Promise<{ templateId: number; topicId: number | null }> {
  const input = parseInput(deleteTemplateInput, raw);
  const row = await ownedTemplate(deps.db, viewer, input.templateId);
  await deps.db.messageTemplate.delete({ where: { id: row.id } });
  return { templateId: row.id, topicId: row.topicId };
}

export type TemplateScope = { topicId?: number; personal?: boolean };

/** The templates a viewer may use, of one topic and/or their own, by label. */
export function templateListWhere(viewer: Viewer, scope: TemplateScope) {
  const owners = [
    ...(scope.topicId ? [{ topicId: scope.topicId }] : []),
    ...(scope.personal ? [{ userId: viewer.userId }] : []),
  ];
  return { AND: [readableTemplateWhere(viewer), owners.length ? { OR: owners } : { id: { in: [] as number[] } }] };
}

export const TEMPLATE_ORDER = [{ label: "asc" }, { id: "asc" }] as const;

/** What a template answer shows. */
export const TEMPLATE_SELECT = { id: true, label: true, content: true, topicId: true } as const;
export type TemplateRow = { id: number; label: string; content: string; topicId: number | null };

/** A template the viewer may use; null when hidden or missing (they answer alike). */
export async function readableTemplate(db: Db, viewer: Viewer | null, templateId: number): Promise<TemplateRow | null> {
  return db.messageTemplate.findFirst({ where: { id: templateId, AND: [readableTemplateWhere(viewer)] }, select: TEMPLATE_SELECT });
}

/** How many templates a viewer may use in a scope (`templateListWhere`): the total of the list's pages. */
export function countMessageTemplates(db: Db, viewer: Viewer, scope: TemplateScope): Promise<number> {
  return db.messageTemplate.count({ where: templateListWhere(viewer, scope) });
}

/** A page of the templates a viewer may use (`templateListWhere`), by label, and how many there are. */
export async function listMessageTemplates(db: Db, viewer: Viewer, scope: TemplateScope, page: { limit: number; offset: number }): Promise<{ rows: TemplateRow[]; totalCount: number }> {
  const where = templateListWhere(viewer, scope);
  const [rows, totalCount] = await Promise.all([
    db.messageTemplate.findMany({ where, select: TEMPLATE_SELECT, orderBy: [...TEMPLATE_ORDER], skip: page.offset, take: page.limit }),
    db.messageTemplate.count({ where }),
  ]);
  return { rows, totalCount };
}

/**
 * The topic whose templates a viewer asks for: the topic named, else the recipient topic of a
 * request the viewer reads; 0 when none, or when the viewer cannot see that topic.
 */
export async function templateTopicId(db: Db, viewer: Viewer, ask: { topicId?: number | undefined; requestId?: number | undefined }): Promise<number> {
  let topicId = ask.topicId ?? 0;
  if (!topicId && ask.requestId) {
    const request = await db.request.findFirst({ where: { id: ask.requestId, AND: [readableRequestWhere(viewer)] }, select: { recipientTopicId: true } });
    topicId = request?.recipientTopicId ?? 0;
  }
  if (topicId) {
    const visible = await db.topic.count({ where: { id: topicId, AND: [visibleTopicWhere(viewer)] } });
    if (!visible) topicId = 0;
  }
  return topicId;
}

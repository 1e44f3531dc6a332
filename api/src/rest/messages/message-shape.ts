import { z } from "zod";
import type { MessageRow } from "../../domain/messages/queries.ts";

export const messageStatusShape = z.enum(["draft", "published"]);

export const messageShape = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  author_id: z.number().int(),
  content: z.string(),
  status: messageStatusShape,
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export function toMessageShape(row: MessageRow): z.infer<typeof messageShape> {
  return {
    id: row.id,
    request_id: row.requestId,
    author_id: row.authorId,
    content: row.content,
    status: row.status === "PUBLISHED" ? "published" : "draft",
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

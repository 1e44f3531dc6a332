import type { Db } from "../../db/client.ts";
import type { Viewer } from "../viewer.ts";
import { readableMessageWhere } from "./access.ts";

const messageColumns = { id: true, requestId: true, authorId: true, content: true, status: true, publishedAt: true, createdAt: true, updatedAt: true } as const;

/** One message as its reader may see it (REST answers); null when missing or hidden alike. */
export function findReadableMessage(db: Db, viewer: Viewer, messageId: number) {
  return db.message.findFirst({ where: { id: messageId, AND: [readableMessageWhere(viewer)] }, select: messageColumns });
}

export type MessageRow = NonNullable<Awaited<ReturnType<typeof findReadableMessage>>>;

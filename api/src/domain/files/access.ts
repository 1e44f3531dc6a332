import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import { visibleMessagesWhere } from "../messages/access.ts";
import { readableRequestWhere } from "../requests/access.ts";
import type { Viewer } from "../viewer.ts";

/**
 * Attachments the viewer may list and download: those of requests they may read, and on a
 * message only when they see the message (published, or their own draft). A stand-alone file
 * (an identity card) has no request and never matches.
 */
export function readableFileWhere(viewer: Viewer | null): Prisma.FileWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  return {
    requestId: { not: null },
    request: readableRequestWhere(viewer),
    OR: [{ messageId: null }, { message: visibleMessagesWhere(viewer) }],
  };
}

/** Among a request's files, its own attachments (not those of its messages), as the attachment area lists them. */
export const requestAttachmentsWhere = { messageId: null } satisfies Prisma.FileWhereInput;

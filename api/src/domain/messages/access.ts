import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import { participatingRequestWhere, readableRequestWhere } from "../requests/access.ts";
import type { Viewer } from "../viewer.ts";

/** Messages of readable requests: published ones, and the viewer's own drafts. */
export function readableMessageWhere(viewer: Viewer | null): Prisma.MessageWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  return { request: readableRequestWhere(viewer), ...visibleMessagesWhere(viewer) };
}

/** Within a request the viewer may read, the messages they see. */
export function visibleMessagesWhere(viewer: Viewer): Prisma.MessageWhereInput {
  return { OR: [{ status: "PUBLISHED" }, { authorId: viewer.userId }] };
}

/**
 * Read marks ("Lu par … le …") are for the request's participants: observers see the exchange,
 * not who among the participants has read what.
 */
export function visibleReadStatusWhere(viewer: Viewer | null): Prisma.ReadStatusWhereInput {
  if (!isValidatedViewer(viewer)) return NO_ROW;
  return { message: { request: participatingRequestWhere(viewer) } };
}

import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/**
 * Prepared drafts (issue 24): a validated doctor's own, nobody else's; another's answers exactly
 * like a missing one, so an id seen in a link proves nothing.
 */
export function ownInteropDraftWhere(viewer: Viewer | null): Prisma.InteropDraftWhereInput {
  return isValidatedViewer(viewer) ? { userId: viewer.userId } : { id: { in: [] as string[] } };
}

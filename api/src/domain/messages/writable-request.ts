import type { Db } from "../../db/client.ts";
import { DomainError } from "../errors.ts";
import { readableRequestWhere } from "../requests/access.ts";
import type { Tx } from "../requests/participant-state.ts";
import type { Viewer } from "../viewer.ts";

/**
 * The request a viewer may write a message on: published, and the viewer takes part in it.
 * A request the viewer may not read answers not_found, like a missing one. A shadow viewer
 * (group observer, super user) reads it but must join first (POST participations): a message
 * from someone who is not on the participant list would reach people who never see its author
 * among those taking part.
 */
export async function requireWritableRequest(db: Db | Tx, viewer: Viewer, requestId: number): Promise<void> {
  const request = await db.request.findFirst({
    where: { id: requestId, AND: [readableRequestWhere(viewer)] },
    select: { status: true, participants: { where: { userId: viewer.userId }, select: { id: true } } },
  });
  if (!request) throw new DomainError("not_found");
  if (request.status !== "PUBLISHED") throw new DomainError("message_request_not_published");
  if (request.participants.length === 0) throw new DomainError("participation_required");
}

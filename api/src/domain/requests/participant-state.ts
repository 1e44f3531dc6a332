import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { ActCode, ConsultStatus, Eligibility, FeedState, RequestStatus } from "../../db/generated/prisma/enums.ts";

/** A transaction or the client itself: the helpers below run inside the command's transaction. */
export type Tx = Prisma.TransactionClient;

type StateInput = {
  status: RequestStatus;
  eligibility: Eligibility | null;
  consult: { status: ConsultStatus; actCode: ActCode | null } | null;
};

/** The request's state as the feeds filter it: a draft, or its consult's status once published. */
export function feedStateOf(request: StateInput): FeedState {
  if (request.status === "DRAFT") return "DRAFT";
  if (request.status === "CANCELLED") return "CANCELLED";
  return request.consult?.status ?? "OPENED";
}

/**
 * Spec 2 §4 "Billability": the consult is completed, the request is not non-eligible and the
 * act code is TE1 or TE2.
 */
export function isBillable(request: StateInput): boolean {
  const consult = request.consult;
  if (!consult || consult.status !== "COMPLETED") return false;
  if (request.eligibility === "NONELIGIBLE") return false;
  return consult.actCode === "TE1" || consult.actCode === "TE2";
}

export type SyncOptions = {
  /** Activity: moves the request up the feeds and marks it unread for everyone but the actor. */
  activity?: { at: Date; actorUserId: number };
};

/**
 * Copies the request's state onto its participants (the feed filters read them from the
 * participants index) and, on activity, bumps the last activity date and the unread marks.
 * Every command that changes a request's status, consult, eligibility or participants calls it
 * inside its transaction. Returns the users whose feeds or counts changed.
 */
export async function syncParticipants(tx: Tx, requestId: number, options: SyncOptions = {}): Promise<number[]> {
  const request = await tx.request.findUniqueOrThrow({
    where: { id: requestId },
    select: { status: true, eligibility: true, lastActivityDate: true, consult: { select: { status: true, actCode: true } } },
  });
  const requestState = feedStateOf(request);
  const billable = isBillable(request);
  const activity = options.activity;
  if (activity) {
    await tx.request.update({ where: { id: requestId }, data: { lastActivityDate: activity.at } });
    await tx.participant.updateMany({
      where: { requestId, userId: { not: activity.actorUserId } },
      data: { requestState, billable, lastActivityDate: activity.at, unread: true },
    });
    await tx.participant.updateMany({
      where: { requestId, userId: activity.actorUserId },
      data: { requestState, billable, lastActivityDate: activity.at, unread: false },
    });
  } else {
    await tx.participant.updateMany({ where: { requestId }, data: { requestState, billable, lastActivityDate: request.lastActivityDate } });
  }
  const participants = await tx.participant.findMany({ where: { requestId }, select: { userId: true } });
  return participants.map((participant) => participant.userId);
}

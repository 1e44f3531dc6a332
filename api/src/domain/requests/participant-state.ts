import type { Prisma } from "../../db/generated/prisma/client.ts";
import { billableExpertAct, billableRequesterAct, professionalOfUser, USER_OF_ACT_SELECT, type UserOfAct } from "../billing/consult-act.ts";
import type { ActCode, ConsultStatus, Eligibility, FeedState, RequestStatus } from "../../db/generated/prisma/enums.ts";

/** A transaction or the client itself: the helpers below run inside the command's transaction. */
export type Tx = Prisma.TransactionClient;

type StateInput = {
  status: RequestStatus;
  eligibility: Eligibility | null;
  consult: { status: ConsultStatus; actCode: ActCode | null } | null;
};

export function feedStateOf(request: StateInput): FeedState {
  if (request.status === "DRAFT") return "DRAFT";
  if (request.status === "CANCELLED") return "CANCELLED";
  return request.consult?.status ?? "OPENED";
}

type BillableRequest = {
  eligibility: Eligibility | null;
  author: UserOfAct;
  consult: { status: ConsultStatus; actCode: ActCode | null; completedAt: Date | null; completedBy: UserOfAct } | null;
};

/**
 * Spec 2 §4 "Billability", issue 21: the consult is completed, the request eligible, and the act
 * table gives the act for that side's country, profession and completion date. Each side bills
 * its own act: the expert's (TE2, 01671) on the recipient side, the requester's (RQD, 01670) on
 * the sender side, so a German TE2 or a pharmacist's request bills nothing.
 */
export function billableSides(request: BillableRequest): { sender: boolean; recipient: boolean } {
  const consult = request.consult ? { status: request.consult.status, actCode: request.consult.actCode, completedAt: request.consult.completedAt } : null;
  const input = { consult, eligibility: request.eligibility, expert: professionalOfUser(request.consult?.completedBy ?? null) };
  return {
    recipient: billableExpertAct(input) !== null,
    sender: billableRequesterAct({ ...input, requester: professionalOfUser(request.author) }) !== null,
  };
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
    select: {
      status: true,
      eligibility: true,
      lastActivityDate: true,
      author: { select: USER_OF_ACT_SELECT },
      consult: { select: { status: true, actCode: true, completedAt: true, completedBy: { select: USER_OF_ACT_SELECT } } },
    },
  });
  const requestState = feedStateOf(request);
  const billable = billableSides(request);
  const activity = options.activity;
  if (activity) await tx.request.update({ where: { id: requestId }, data: { lastActivityDate: activity.at } });
  for (const side of ["SENDER", "RECIPIENT"] as const) {
    const sideBillable = side === "SENDER" ? billable.sender : billable.recipient;
    if (activity) {
      await tx.participant.updateMany({
        where: { requestId, side, userId: { not: activity.actorUserId } },
        data: { requestState, billable: sideBillable, lastActivityDate: activity.at, unread: true },
      });
      await tx.participant.updateMany({
        where: { requestId, side, userId: activity.actorUserId },
        data: { requestState, billable: sideBillable, lastActivityDate: activity.at, unread: false },
      });
    } else {
      await tx.participant.updateMany({ where: { requestId, side }, data: { requestState, billable: sideBillable, lastActivityDate: request.lastActivityDate } });
    }
  }
  const participants = await tx.participant.findMany({ where: { requestId }, select: { userId: true } });
  return participants.map((participant) => participant.userId);
}

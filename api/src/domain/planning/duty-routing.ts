import type { Db } from "../../db/client.ts";
import type { Deps } from "../deps.ts";
import type { Messenger } from "../ports.ts";
import { sendRequestSmsAlerts } from "../settings/sms-alerts.ts";
import { onDutyExperts } from "./on-duty.ts";

/**
 * Issue 23 item 6, routing to the expert on duty (Consultant Connect's rota routing). What a
 * clinician expects of a rota: whoever is on duty is called at once; colleagues off duty are not
 * woken for it, but they are not cut off from their group either.
 *  - Everyone who took part before still does: the topic's experts become participants at
 *    publication (requests/recipient-participants.ts), see it in their feed and in the group's
 *    "not attributed" sub-tab, and may answer it. Nothing is taken away from the group.
 *  - The on-duty experts (planning/on-duty.ts, at the publication instant) are recorded as its
 *    route (request_duty_routes): the request is flagged "on duty" in their lists, first among
 *    the group's not-attributed requests, and their text-message alert goes out now.
 *  - The others' text-message alert, the one notification that interrupts, waits DUTY_ALERT_DELAY_MS
 *    (request_duty_holds); then it goes out only if nobody of the recipient side has answered
 *    (jobs/duty-escalation.ts). Nobody on duty: exactly the behaviour without rotas.
 */
export const DUTY_ALERT_DELAY_MS = 15 * 60_000;

type AlertDeps = Pick<Deps, "db" | "messenger" | "publicUrl" | "now">;

/**
 * After a request was published (its transaction committed): routes it to the experts on duty
 * for its topic among its recipients and sends the text-message alerts accordingly. Whatever
 * fails in the routing, every recipient is alerted as without rotas: a request must never go
 * unannounced because of the rota.
 */
export async function alertRecipientsOnDuty(deps: AlertDeps, requestId: number, recipientUserIds: readonly number[]): Promise<void> {
  try {
    const routed = await routeToDuty(deps, requestId, recipientUserIds);
    if (routed.length > 0) {
      await sendRequestSmsAlerts(deps, routed, requestId);
      return;
    }
  } catch (error: unknown) {
    console.error("[duty-routing] could not route a request to the experts on duty; everyone is alerted", error);
  }
  await sendRequestSmsAlerts(deps, recipientUserIds, requestId);
}

/** Records the route and the held alerts; the user ids of the on-duty recipients (none: no route). */
async function routeToDuty(deps: AlertDeps, requestId: number, recipientUserIds: readonly number[]): Promise<number[]> {
  if (recipientUserIds.length === 0) return [];
  const request = await deps.db.request.findUnique({ where: { id: requestId }, select: { recipientType: true, recipientGroupId: true, recipientTopicId: true } });
  if (!request || request.recipientType !== "GROUP" || request.recipientGroupId === null) return [];
  const recipients = new Set(recipientUserIds);
  const onDuty = (await onDutyExperts(deps.db, request.recipientGroupId, deps.now, { topicId: request.recipientTopicId })).filter(
    (expert) => expert.userId !== null && recipients.has(expert.userId),
  );
  if (onDuty.length === 0) return [];
  await deps.db.$transaction([
    deps.db.requestDutyRoute.createMany({ data: onDuty.map((expert) => ({ requestId, professionalId: expert.professionalId, routedAt: deps.now })), skipDuplicates: true }),
    deps.db.requestDutyHold.create({ data: { requestId, alertOthersAt: new Date(deps.now.getTime() + DUTY_ALERT_DELAY_MS) } }),
  ]);
  return onDuty.flatMap((expert) => (expert.userId === null ? [] : [expert.userId]));
}

/** Some recipient-side participant has published a message: the request is taken. */
async function isAnswered(db: Db, requestId: number): Promise<boolean> {
  const rows = await db.$queryRaw<{ n: number }[]>`
    SELECT 1 AS n FROM "messages" m
    JOIN "participants" p ON p."requestId" = m."requestId" AND p."userId" = m."authorId" AND p."side" = 'RECIPIENT'
    WHERE m."requestId" = ${requestId} AND m."status" = 'PUBLISHED'
    LIMIT 1`;
  return rows.length > 0;
}

/** How many holds one pass releases at most: the rest wait for the next pass. */
const RELEASE_BATCH = 50;

/**
 * The held alerts whose time has come: each hold is claimed once (several API instances may run
 * the pass), then the request's other recipient-side experts get their text-message alert unless
 * the request was answered, completed or cancelled meanwhile. Returns how many holds it released.
 */
export async function releaseDutyHolds(deps: { db: Db; messenger: Messenger; publicUrl: string }, now: Date): Promise<number> {
  const due = await deps.db.requestDutyHold.findMany({
    where: { releasedAt: null, alertOthersAt: { lte: now } },
    select: { requestId: true },
    orderBy: { alertOthersAt: "asc" },
    take: RELEASE_BATCH,
  });
  let released = 0;
  for (const { requestId } of due) {
    const claimed = await deps.db.requestDutyHold.updateMany({ where: { requestId, releasedAt: null }, data: { releasedAt: now } });
    if (claimed.count === 0) continue;
    released++;
    const request = await deps.db.request.findUnique({
      where: { id: requestId },
      select: { status: true, authorId: true, consult: { select: { status: true } }, dutyRoutes: { select: { professionalId: true } } },
    });
    if (!request || request.status !== "PUBLISHED" || request.consult?.status !== "OPENED" || (await isAnswered(deps.db, requestId))) continue;
    const routed = request.dutyRoutes.map((route) => route.professionalId);
    const others = await deps.db.participant.findMany({
      where: { requestId, side: "RECIPIENT", userId: { not: request.authorId }, OR: [{ professionalId: null }, { professionalId: { notIn: routed } }] },
      select: { userId: true },
    });
    await sendRequestSmsAlerts(deps, others.map((other) => other.userId), requestId);
  }
  return released;
}

/**
 * The selection telling whether a request was routed to the viewer on duty (its row's
 * dutyRoutes[0]?.routedAt): only the viewer's own route is ever read.
 */
export function viewerDutyRouteSelect(professionalId: number | null) {
  return { dutyRoutes: { where: { professionalId: professionalId ?? 0 }, select: { routedAt: true }, take: 1 } } as const;
}

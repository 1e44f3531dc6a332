import type { ConsultStatus, RequestEventKind } from "../../__generated__/useRequestUpdatedSubscription.graphql";

/**
 * Spec 2 §4 "Realtime events": an event refetches the open request unless its new status is
 * opened (the sender's own publication) or it was deleted. The first event (CURRENT) only
 * brings the page up to date with what it already asked for.
 */
export function shouldRefetch(event: { kind: RequestEventKind; newStatus?: ConsultStatus | null }): boolean {
  return event.newStatus !== "OPENED" && event.kind !== "DELETED" && event.kind !== "CURRENT";
}

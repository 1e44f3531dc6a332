import { graphql } from "react-relay/hooks";
import type { PlanningPeriodInput, useUpdatePlanningEventMutation as MutationType } from "../../../__generated__/useUpdatePlanningEventMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useUpdatePlanningEventMutation($eventId: ID!, $period: PlanningPeriodInput!) {
    updatePlanningEvent(eventId: $eventId, period: $period) {
      __typename
      ... on PlanningEventSaved {
        event {
          id
        }
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** The period editor's save on an existing period. */
export function useUpdatePlanningEventMutation(): [(eventId: string, period: PlanningPeriodInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ updatePlanningEvent: result }) =>
    result.__typename === "PlanningEventSaved" ? succeeded() : failedWith(result),
  );
  return [(eventId, period) => commit({ eventId, period }), isInFlight];
}

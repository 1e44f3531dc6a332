import { graphql } from "react-relay/hooks";
import type { useDeletePlanningEventMutation as MutationType } from "../../../__generated__/useDeletePlanningEventMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useDeletePlanningEventMutation($eventId: ID!) {
    deletePlanningEvent(eventId: $eventId) {
      __typename
      ... on PlanningEventDeleted {
        deletedEventId
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** The period editor's delete. */
export function useDeletePlanningEventMutation(): [(eventId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ deletePlanningEvent: result }) =>
    result.__typename === "PlanningEventDeleted" ? succeeded() : failedWith(result),
  );
  return [(eventId) => commit({ eventId }), isInFlight];
}

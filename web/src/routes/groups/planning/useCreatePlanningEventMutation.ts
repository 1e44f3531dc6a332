import { graphql } from "react-relay/hooks";
import type { PlanningPeriodInput, useCreatePlanningEventMutation as MutationType } from "../../../__generated__/useCreatePlanningEventMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useCreatePlanningEventMutation($groupId: ID!, $period: PlanningPeriodInput!) {
    createPlanningEvent(groupId: $groupId, period: $period) {
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

/** The period editor's add (spec 1 §5); the calendar fetches its range again once saved. */
export function useCreatePlanningEventMutation(): [(groupId: string, period: PlanningPeriodInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ createPlanningEvent: result }) =>
    result.__typename === "PlanningEventSaved" ? succeeded() : failedWith(result),
  );
  return [(groupId, period) => commit({ groupId, period }), isInFlight];
}

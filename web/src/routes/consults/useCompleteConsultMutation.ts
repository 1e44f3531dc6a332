import { graphql } from "react-relay/hooks";
import type { useCompleteConsultMutation as MutationType, useCompleteConsultMutation$variables } from "../../__generated__/useCompleteConsultMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useCompleteConsultMutation($input: CompleteConsultInput!) {
    completeConsult(input: $input) {
      __typename
      ... on ConsultChanged {
        request {
          ...ConsultDetail_request
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

/** Completes the consult with its act code (spec 2 §4); the page shows the new state. */
export function useCompleteConsultMutation(): [(input: useCompleteConsultMutation$variables["input"]) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ completeConsult: result }) => (result.__typename === "ConsultChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

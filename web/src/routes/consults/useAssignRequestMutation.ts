import { graphql } from "react-relay/hooks";
import type { useAssignRequestMutation as MutationType, useAssignRequestMutation$variables } from "../../__generated__/useAssignRequestMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useAssignRequestMutation($input: AssignRequestInput!) {
    assignRequest(input: $input) {
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

/** Adds members of the recipient group as recipient-side participants. */
export function useAssignRequestMutation(): [(input: useAssignRequestMutation$variables["input"]) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ assignRequest: result }) => (result.__typename === "ConsultChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useJoinRequestMutation as MutationType, useJoinRequestMutation$variables } from "../../__generated__/useJoinRequestMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useJoinRequestMutation($input: ConsultRequestInput!) {
    joinRequest(input: $input) {
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

/** The viewer takes part on the recipient side (from the shadow view). */
export function useJoinRequestMutation(): [(input: useJoinRequestMutation$variables["input"]) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ joinRequest: result }) => (result.__typename === "ConsultChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

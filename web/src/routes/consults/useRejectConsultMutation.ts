import { graphql } from "react-relay/hooks";
import type { useRejectConsultMutation as MutationType, useRejectConsultMutation$variables } from "../../__generated__/useRejectConsultMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useRejectConsultMutation($input: ConsultRequestInput!) {
    rejectConsult(input: $input) {
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

/** Rejects the consult: opened becomes cancelled (spec 2 §4). */
export function useRejectConsultMutation(): [(input: useRejectConsultMutation$variables["input"]) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ rejectConsult: result }) => (result.__typename === "ConsultChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

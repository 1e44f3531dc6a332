import { graphql } from "react-relay/hooks";
import type { useUpdateConsultTagsMutation as MutationType, useUpdateConsultTagsMutation$variables } from "../../__generated__/useUpdateConsultTagsMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useUpdateConsultTagsMutation($input: UpdateConsultTagsInput!) {
    updateConsultTags(input: $input) {
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

/** Replaces the consult's tags (recipient group members). */
export function useUpdateConsultTagsMutation(): [(input: useUpdateConsultTagsMutation$variables["input"]) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ updateConsultTags: result }) => (result.__typename === "ConsultChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

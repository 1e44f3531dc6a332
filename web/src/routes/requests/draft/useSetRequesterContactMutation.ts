import { graphql } from "react-relay/hooks";
import type { RequesterContactInput, useSetRequesterContactMutation as SetRequesterContactMutationType } from "../../../__generated__/useSetRequesterContactMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const setRequesterContactMutation = graphql`
  mutation useSetRequesterContactMutation($input: RequesterContactInput!) {
    setRequesterContact(input: $input) {
      __typename
      ... on RequesterContactSaved {
        ok
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

export function useSetRequesterContactMutation(): [(input: RequesterContactInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<SetRequesterContactMutationType>(setRequesterContactMutation, ({ setRequesterContact: result }) =>
    result.__typename === "RequesterContactSaved" ? succeeded() : failedWith(result),
  );
  return [(input) => commit({ input }), isInFlight];
}

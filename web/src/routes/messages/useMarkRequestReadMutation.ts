import { graphql } from "react-relay/hooks";
import type { useMarkRequestReadMutation as MarkRequestReadMutationType } from "../../__generated__/useMarkRequestReadMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const markRequestReadMutation = graphql`
  mutation useMarkRequestReadMutation($requestId: ID!) {
    markRequestRead(requestId: $requestId) {
      __typename
      ... on RequestReadMarked {
        newReadMarks
      }
      ... on DomainError {
        code
        message
      }
    }
  }
`;

/** The viewer opened the request: their read marks, and it leaves their unread count. */
export function useMarkRequestReadMutation(): [(requestId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MarkRequestReadMutationType>(markRequestReadMutation, ({ markRequestRead: result }) =>
    result.__typename === "RequestReadMarked" ? succeeded() : failedWith(result),
  );
  return [(requestId) => commit({ requestId }), isInFlight];
}

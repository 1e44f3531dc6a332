import { graphql } from "react-relay/hooks";
import type { useMarkRequestUnreadMutation as MarkRequestUnreadMutationType } from "../../__generated__/useMarkRequestUnreadMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const markRequestUnreadMutation = graphql`
  mutation useMarkRequestUnreadMutation($requestId: ID!) {
    markRequestUnread(requestId: $requestId) {
      __typename
      ... on RequestReadMarked {
        request {
          id
        }
      }
      ... on DomainError {
        code
        message
      }
    }
  }
`;

/** Mark as unread (spec 2 §6): the request counts as unread for the viewer until opened again. */
export function useMarkRequestUnreadMutation(): [(requestId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MarkRequestUnreadMutationType>(markRequestUnreadMutation, ({ markRequestUnread: result }) =>
    result.__typename === "RequestReadMarked" ? succeeded() : failedWith(result),
  );
  return [(requestId) => commit({ requestId }), isInFlight];
}

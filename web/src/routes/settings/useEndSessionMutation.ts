import { graphql } from "react-relay/hooks";
import type { useEndSessionMutation as EndSessionMutationType } from "../../__generated__/useEndSessionMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const endSessionMutation = graphql`
  mutation useEndSessionMutation($input: EndSessionInput!) {
    endSession(input: $input) {
      __typename
      ... on SessionEnded {
        endedSessionId @deleteRecord
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** "Log out this device" for another device: the session ends and leaves the list. */
export function useEndSessionMutation(): [(sessionId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<EndSessionMutationType>(endSessionMutation, ({ endSession: result }) =>
    result.__typename === "SessionEnded" ? succeeded() : failedWith(result),
  );
  return [(sessionId) => commit({ input: { sessionId } }), isInFlight];
}

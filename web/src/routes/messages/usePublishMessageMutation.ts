import { graphql } from "react-relay/hooks";
import type { usePublishMessageMutation as PublishMessageMutationType } from "../../__generated__/usePublishMessageMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const publishMessageMutation = graphql`
  mutation usePublishMessageMutation($requestId: ID!, $content: String!) {
    publishMessage(requestId: $requestId, content: $content) {
      __typename
      ... on MessageWritten {
        request {
          id
          lastActivityDate
          ...MessageThread_request
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

/** Send: saves and publishes the viewer's draft (trimmed); the answer refreshes the whole thread. */
export function usePublishMessageMutation(): [(requestId: string, content: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<PublishMessageMutationType>(publishMessageMutation, ({ publishMessage: result }) =>
    result.__typename === "MessageWritten" ? succeeded() : failedWith(result),
  );
  return [(requestId, content) => commit({ requestId, content }), isInFlight];
}

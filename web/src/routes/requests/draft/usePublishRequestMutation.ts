import { graphql } from "react-relay/hooks";
import type { usePublishRequestMutation as PublishRequestMutationType } from "../../../__generated__/usePublishRequestMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const publishRequestMutation = graphql`
  mutation usePublishRequestMutation($input: RequestRefInput!) {
    publishRequest(input: $input) {
      __typename
      ... on RequestPublished {
        request {
          id
          status
          consultStatus
          canEdit
          version
          publishedAt
          lastActivityDate
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

/** Sends a draft; the collect codes of spec 2 §8 come back as errors for the editor to answer. */
export function usePublishRequestMutation(): [(requestId: string, version: number) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<PublishRequestMutationType>(publishRequestMutation, ({ publishRequest: result }) =>
    result.__typename === "RequestPublished" ? succeeded() : failedWith(result),
  );
  return [(requestId, version) => commit({ input: { requestId, version } }), isInFlight];
}

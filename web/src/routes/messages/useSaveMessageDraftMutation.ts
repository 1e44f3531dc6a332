import { graphql } from "react-relay/hooks";
import type { useSaveMessageDraftMutation as SaveMessageDraftMutationType } from "../../__generated__/useSaveMessageDraftMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const saveMessageDraftMutation = graphql`
  mutation useSaveMessageDraftMutation($requestId: ID!, $content: String!) {
    saveMessageDraft(requestId: $requestId, content: $content) {
      __typename
      ... on MessageWritten {
        savedMessage {
          id
          content
          updatedAt
        }
        request {
          id
          viewerDraftMessage {
            id
            databaseId
            content
            files {
              id
              name
              size
              mediaKind
              embedsFiles
              url
            }
          }
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

/** Autosave of the composer: the viewer's one draft on the request, as typed. */
export function useSaveMessageDraftMutation(): [(requestId: string, content: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<SaveMessageDraftMutationType>(saveMessageDraftMutation, ({ saveMessageDraft: result }) =>
    result.__typename === "MessageWritten" ? succeeded() : failedWith(result),
  );
  return [(requestId, content) => commit({ requestId, content }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useDeleteDraftMutation as DeleteDraftMutationType } from "../../../__generated__/useDeleteDraftMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const deleteDraftMutation = graphql`
  mutation useDeleteDraftMutation($input: RequestRefInput!) {
    deleteDraft(input: $input) {
      __typename
      ... on DraftDeleted {
        deletedRequestId @deleteRecord
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

export function useDeleteDraftMutation(): [(requestId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<DeleteDraftMutationType>(deleteDraftMutation, ({ deleteDraft: result }) =>
    result.__typename === "DraftDeleted" ? succeeded() : failedWith(result),
  );
  return [(requestId) => commit({ input: { requestId } }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useDeleteRequestFileMutation as DeleteRequestFileMutationType } from "../../__generated__/useDeleteRequestFileMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const deleteRequestFileMutation = graphql`
  mutation useDeleteRequestFileMutation($id: ID!) {
    deleteRequestFile(id: $id) {
      __typename
      ... on RequestFileDeleted {
        deletedFileId @deleteRecord
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

export function useDeleteRequestFileMutation(): [(fileId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<DeleteRequestFileMutationType>(deleteRequestFileMutation, ({ deleteRequestFile: result }) =>
    result.__typename === "RequestFileDeleted" ? succeeded() : failedWith(result),
  );
  return [(id) => commit({ id }), isInFlight];
}

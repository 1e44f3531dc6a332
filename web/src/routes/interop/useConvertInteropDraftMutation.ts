import { graphql } from "react-relay/hooks";
import type { useConvertInteropDraftMutation as MutationType } from "../../__generated__/useConvertInteropDraftMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useConvertInteropDraftMutation($id: String!) {
    convertInteropDraft(id: $id) {
      __typename
      ... on RequestCreated {
        request {
          id
          databaseId
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

/** Spec 2 §7 POST interop/{id}/convert/: the prepared draft's request, by database id. */
export function useConvertInteropDraftMutation(): (id: string) => Promise<MutationOutcome<number>> {
  const [commit] = useMutationPromise<MutationType, number>(mutation, ({ convertInteropDraft: result }) =>
    result.__typename === "RequestCreated" ? succeeded(result.request.databaseId) : failedWith(result),
  );
  return (id) => commit({ id });
}

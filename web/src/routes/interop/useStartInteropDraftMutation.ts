import { graphql } from "react-relay/hooks";
import type { InteropDraftInput, useStartInteropDraftMutation as MutationType } from "../../__generated__/useStartInteropDraftMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useStartInteropDraftMutation($input: InteropDraftInput!) {
    startInteropDraft(input: $input) {
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

/** The /interop/drafts/new link's draft; the outcome carries its database id to open it. */
export function useStartInteropDraftMutation(): (input: InteropDraftInput) => Promise<MutationOutcome<number>> {
  const [commit] = useMutationPromise<MutationType, number>(mutation, ({ startInteropDraft: result }) =>
    result.__typename === "RequestCreated" ? succeeded(result.request.databaseId) : failedWith(result),
  );
  return (input) => commit({ input });
}

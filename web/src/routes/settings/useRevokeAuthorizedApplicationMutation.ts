import { graphql } from "react-relay/hooks";
import type { useRevokeAuthorizedApplicationMutation as RevokeMutationType } from "../../__generated__/useRevokeAuthorizedApplicationMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const revokeMutation = graphql`
  mutation useRevokeAuthorizedApplicationMutation($id: Int!) {
    revokeAuthorizedApplication(id: $id) {
      __typename
      ... on AuthorizationRevoked {
        databaseId
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** Takes an authorization back (issue 24): the software's tokens stop working at once. */
export function useRevokeAuthorizedApplicationMutation(): [(id: number) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<RevokeMutationType>(revokeMutation, ({ revokeAuthorizedApplication: result }) =>
    result.__typename === "AuthorizationRevoked" ? succeeded() : failedWith(result),
  );
  return [(id) => commit({ id }), isInFlight];
}

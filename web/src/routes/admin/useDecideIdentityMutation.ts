import { graphql } from "react-relay/hooks";
import { ConnectionHandler } from "relay-runtime";
import type { IdentityDecision, useDecideIdentityMutation as DecideIdentityMutationType } from "../../__generated__/useDecideIdentityMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const decideIdentityMutation = graphql`
  mutation useDecideIdentityMutation($userId: ID!, $decision: IdentityDecision!) {
    decideIdentity(userId: $userId, decision: $decision) {
      __typename
      ... on IdentityDecided {
        user {
          id
          validated
          identificationStatus
        }
      }
      ... on DomainError {
        code
        message
      }
    }
  }
`;

/** The key of the queue's connection in PendingValidationList. */
const PENDING_VALIDATIONS_CONNECTION = "PendingValidationList_pendingIdentityValidations";

/**
 * A super user's decision. The account leaves the queue once decided, including when another
 * super user decided first (not_found: it is no longer pending).
 */
export function useDecideIdentityMutation(): [(userId: string, decision: IdentityDecision) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<DecideIdentityMutationType>(decideIdentityMutation, ({ decideIdentity: result }) =>
    result.__typename === "IdentityDecided" ? succeeded() : failedWith(result),
  );
  const decide = (userId: string, decision: IdentityDecision) =>
    commit(
      { userId, decision },
      {
        updater: (store, data) => {
          const result = data?.decideIdentity;
          const gone = result?.__typename === "IdentityDecided" || (result?.__typename === "DomainError" && result.code === "not_found");
          if (!gone) return;
          const queue = ConnectionHandler.getConnection(store.getRoot(), PENDING_VALIDATIONS_CONNECTION);
          const listed = queue?.getLinkedRecords("edges")?.some((edge) => edge?.getLinkedRecord("node")?.getDataID() === userId);
          if (!queue || !listed) return;
          ConnectionHandler.deleteNode(queue, userId);
          const total = queue.getValue("totalCount");
          if (typeof total === "number") queue.setValue(Math.max(0, total - 1), "totalCount");
        },
      },
    );
  return [decide, isInFlight];
}

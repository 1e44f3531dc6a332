import { graphql } from "react-relay/hooks";
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
          const root = store.getRoot();
          const queue = root.getLinkedRecords("pendingIdentityValidations");
          if (queue) root.setLinkedRecords(queue.filter((record) => record?.getDataID() !== userId), "pendingIdentityValidations");
        },
      },
    );
  return [decide, isInFlight];
}

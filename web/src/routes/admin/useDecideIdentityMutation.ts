import { useCallback } from "react";
import { graphql } from "react-relay";
import type { IdentityDecision, useDecideIdentityMutation as DecideIdentityMutationType } from "../../__generated__/useDecideIdentityMutation.graphql";
import type { CodedError } from "../../errors/error-codes.ts";
import { useMutationPromise } from "../../relay/useMutationPromise.ts";

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
export function useDecideIdentityMutation(): [(userId: string, decision: IdentityDecision) => Promise<CodedError | null>, boolean] {
  const [commit, isInFlight] = useMutationPromise<DecideIdentityMutationType>(decideIdentityMutation);
  const decide = useCallback(
    async (userId: string, decision: IdentityDecision): Promise<CodedError | null> => {
      const outcome = await commit(
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
      if (!outcome.ok) return outcome.error;
      const result = outcome.response.decideIdentity;
      if (result.__typename === "IdentityDecided") return null;
      if (result.__typename === "DomainError") return { code: result.code, message: result.message };
      return { code: "internal_error" };
    },
    [commit],
  );
  return [decide, isInFlight];
}

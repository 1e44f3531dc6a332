import { graphql } from "react-relay/hooks";
import type { useDeleteBillingInfoMutation as DeleteBillingInfoMutationType } from "../../__generated__/useDeleteBillingInfoMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const deleteBillingInfoMutation = graphql`
  mutation useDeleteBillingInfoMutation($billingInfoId: ID!) {
    deleteBillingInfo(billingInfoId: $billingInfoId) {
      __typename
      ... on BillingInfoDeleted {
        deletedBillingInfoId @deleteRecord
        user {
          ...BillingNumbersSection_user
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

/** Spec 2 §7 DELETE billing_infos/{id}: the remaining list (and its default) comes back. */
export function useDeleteBillingInfoMutation(): [(billingInfoId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<DeleteBillingInfoMutationType>(deleteBillingInfoMutation, ({ deleteBillingInfo: result }) =>
    result.__typename === "BillingInfoDeleted" ? succeeded() : failedWith(result),
  );
  return [(billingInfoId) => commit({ billingInfoId }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useUpdateBillingInfoMutation as UpdateBillingInfoMutationType } from "../../__generated__/useUpdateBillingInfoMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const updateBillingInfoMutation = graphql`
  mutation useUpdateBillingInfoMutation($billingInfoId: ID!, $label: String!, $number: String!, $isDefault: Boolean) {
    updateBillingInfo(billingInfoId: $billingInfoId, label: $label, number: $number, isDefault: $isDefault) {
      __typename
      ... on BillingInfoSaved {
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

export type BillingInfoUpdate = { billingInfoId: string; label: string; number: string; isDefault?: boolean };

/** Spec 2 §7 PUT billing_infos/{id}: an edit, or the choice of the default (isDefault). */
export function useUpdateBillingInfoMutation(): [(update: BillingInfoUpdate) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<UpdateBillingInfoMutationType>(updateBillingInfoMutation, ({ updateBillingInfo: result }) =>
    result.__typename === "BillingInfoSaved" ? succeeded() : failedWith(result),
  );
  return [(update) => commit({ ...update, isDefault: update.isDefault ?? null }), isInFlight];
}

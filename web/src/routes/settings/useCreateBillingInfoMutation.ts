import { graphql } from "react-relay/hooks";
import type { useCreateBillingInfoMutation as CreateBillingInfoMutationType } from "../../__generated__/useCreateBillingInfoMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const createBillingInfoMutation = graphql`
  mutation useCreateBillingInfoMutation($label: String!, $number: String!) {
    createBillingInfo(label: $label, number: $number) {
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

/** Spec 2 §7 POST billing_infos: the viewer's list is read again from the answer. */
export function useCreateBillingInfoMutation(): [(fields: { label: string; number: string }) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<CreateBillingInfoMutationType>(createBillingInfoMutation, ({ createBillingInfo: result }) =>
    result.__typename === "BillingInfoSaved" ? succeeded() : failedWith(result),
  );
  return [(fields) => commit(fields), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useUpdateMssAddressMutation as UpdateMssAddressMutationType } from "../../__generated__/useUpdateMssAddressMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const updateMssAddressMutation = graphql`
  mutation useUpdateMssAddressMutation($mssAddress: String) {
    updateMssAddress(mssAddress: $mssAddress) {
      __typename
      ... on MssAddressSaved {
        user {
          ...MssAddressSection_user
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

/** Spec 2 §7 PUT users/{id} mss_address; empty clears it. */
export function useUpdateMssAddressMutation(): [(mssAddress: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<UpdateMssAddressMutationType>(updateMssAddressMutation, ({ updateMssAddress: result }) =>
    result.__typename === "MssAddressSaved" ? succeeded() : failedWith(result),
  );
  return [(mssAddress) => commit({ mssAddress: mssAddress.trim() || null }), isInFlight];
}

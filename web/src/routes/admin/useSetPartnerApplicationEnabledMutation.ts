import { graphql } from "react-relay/hooks";
import type { useSetPartnerApplicationEnabledMutation as SetEnabledMutationType } from "../../__generated__/useSetPartnerApplicationEnabledMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const setEnabledMutation = graphql`
  mutation useSetPartnerApplicationEnabledMutation($id: Int!, $enabled: Boolean!) {
    setPartnerApplicationEnabled(id: $id, enabled: $enabled) {
      __typename
      ... on PartnerApplication {
        disabledAt
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** Disables a practice software (its tokens refused at once) or enables it again. */
export function useSetPartnerApplicationEnabledMutation(): [(id: number, enabled: boolean) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<SetEnabledMutationType>(setEnabledMutation, ({ setPartnerApplicationEnabled: result }) =>
    result.__typename === "PartnerApplication" ? succeeded() : failedWith(result),
  );
  return [(id, enabled) => commit({ id, enabled }), isInFlight];
}

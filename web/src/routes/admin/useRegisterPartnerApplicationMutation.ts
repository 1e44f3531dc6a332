import { graphql } from "react-relay/hooks";
import type { PartnerApplicationInput, useRegisterPartnerApplicationMutation as RegisterMutationType } from "../../__generated__/useRegisterPartnerApplicationMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const registerMutation = graphql`
  mutation useRegisterPartnerApplicationMutation($input: PartnerApplicationInput!) {
    registerPartnerApplication(input: $input) {
      __typename
      ... on PartnerApplication {
        clientId
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** A super user registers a practice software (issue 24); the outcome carries its client_id. */
export function useRegisterPartnerApplicationMutation(): [(input: PartnerApplicationInput) => Promise<MutationOutcome<string>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<RegisterMutationType, string>(registerMutation, ({ registerPartnerApplication: result }) =>
    result.__typename === "PartnerApplication" ? succeeded(result.clientId) : failedWith(result),
  );
  return [(input) => commit({ input }), isInFlight];
}

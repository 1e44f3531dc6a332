import { graphql } from "../../../relay/fetch-operation.ts";
import type { useRequestPasswordCodesMutation as RequestPasswordCodesMutationType } from "../../../__generated__/useRequestPasswordCodesMutation.graphql";
import { failedWith, succeeded, type MutationOutcome } from "../../../relay/mutation-outcome.ts";
import { useOperationPromise } from "../../../relay/useOperationPromise.ts";
import type { PasswordMode } from "./password-flow.ts";

const requestPasswordCodesMutation = graphql`
  mutation useRequestPasswordCodesMutation($input: RequestPasswordCodesInput!) {
    requestPasswordCodes(input: $input) {
      __typename
      ... on PasswordCodesRequested {
        ok
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** Password step 1: codes to the address and to the account's mobile phone (same answer for unknown addresses). */
export function useRequestPasswordCodesMutation(): [(email: string, mode: PasswordMode) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useOperationPromise<RequestPasswordCodesMutationType>(requestPasswordCodesMutation, ({ requestPasswordCodes: result }) =>
    result.__typename === "PasswordCodesRequested" ? succeeded() : failedWith(result),
  );
  return [(email, mode) => commit({ input: { email: email.trim(), mode } }), isInFlight];
}

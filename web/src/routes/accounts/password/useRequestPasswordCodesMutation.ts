import { graphql } from "react-relay/hooks";
import type { useRequestPasswordCodesMutation as RequestPasswordCodesMutationType } from "../../../__generated__/useRequestPasswordCodesMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";
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
  const [commit, isInFlight] = useMutationPromise<RequestPasswordCodesMutationType>(requestPasswordCodesMutation, ({ requestPasswordCodes: result }) =>
    result.__typename === "PasswordCodesRequested" ? succeeded() : failedWith(result),
  );
  return [(email, mode) => commit({ input: { email: email.trim(), mode } }), isInFlight];
}

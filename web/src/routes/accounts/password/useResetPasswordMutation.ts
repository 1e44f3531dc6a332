import { graphql } from "../../../relay/fetch-operation.ts";
import type { ResetPasswordInput, useResetPasswordMutation as ResetPasswordMutationType } from "../../../__generated__/useResetPasswordMutation.graphql";
import { failedWith, succeeded, type MutationOutcome } from "../../../relay/mutation-outcome.ts";
import { useOperationPromise } from "../../../relay/useOperationPromise.ts";

const resetPasswordMutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on LoginSuccess {
        viewer {
          id
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

/** Password step 2: both codes and the new password; the user is logged in on success. */
export function useResetPasswordMutation(): [(input: ResetPasswordInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useOperationPromise<ResetPasswordMutationType>(resetPasswordMutation, ({ resetPassword: result }) =>
    result.__typename === "LoginSuccess" ? succeeded() : failedWith(result),
  );
  return [(input) => commit({ input }), isInFlight];
}

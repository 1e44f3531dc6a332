import { useCallback } from "react";
import { graphql } from "react-relay";
import type { ResetPasswordInput, useResetPasswordMutation as ResetPasswordMutationType } from "../../__generated__/useResetPasswordMutation.graphql";
import type { FieldCodedError } from "../../errors/field-errors.ts";
import { useMutationPromise } from "../../relay/useMutationPromise.ts";

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
export function useResetPasswordMutation(): [(input: ResetPasswordInput) => Promise<FieldCodedError | null>, boolean] {
  const [commit, isInFlight] = useMutationPromise<ResetPasswordMutationType>(resetPasswordMutation);
  const reset = useCallback(
    async (input: ResetPasswordInput): Promise<FieldCodedError | null> => {
      const outcome = await commit({ input });
      if (!outcome.ok) return outcome.error;
      const result = outcome.response.resetPassword;
      if (result.__typename === "DomainError") return { code: result.code, message: result.message, field: result.field };
      return result.__typename === "LoginSuccess" ? null : { code: "internal_error" };
    },
    [commit],
  );
  return [reset, isInFlight];
}

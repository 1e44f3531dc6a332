import { useCallback } from "react";
import { graphql } from "react-relay";
import type { SignupInput, useSignupMutation as SignupMutationType } from "../../__generated__/useSignupMutation.graphql";
import type { FieldCodedError } from "../../errors/field-errors.ts";
import { useMutationPromise } from "../../relay/useMutationPromise.ts";

const signupMutation = graphql`
  mutation useSignupMutation($input: SignupInput!) {
    signup(input: $input) {
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

export type SignupOutcome = { ok: true } | { ok: false; error: FieldCodedError };

/** Signup step 3: both codes and the terms; the account is created and its session opened. */
export function useSignupMutation(): [(input: SignupInput) => Promise<SignupOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<SignupMutationType>(signupMutation);
  const signup = useCallback(
    async (input: SignupInput): Promise<SignupOutcome> => {
      const outcome = await commit({ input });
      if (!outcome.ok) return outcome;
      const result = outcome.response.signup;
      if (result.__typename === "LoginSuccess") return { ok: true };
      if (result.__typename === "DomainError") return { ok: false, error: { code: result.code, message: result.message, field: result.field } };
      return { ok: false, error: { code: "internal_error" } };
    },
    [commit],
  );
  return [signup, isInFlight];
}

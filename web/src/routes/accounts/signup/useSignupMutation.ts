import { graphql } from "react-relay/hooks";
import type { SignupInput, useSignupMutation as SignupMutationType } from "../../../__generated__/useSignupMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

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

/** Signup step 3: both codes and the terms; the account is created and its session opened. */
export function useSignupMutation(): [(input: SignupInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<SignupMutationType>(signupMutation, ({ signup: result }) =>
    result.__typename === "LoginSuccess" ? succeeded() : failedWith(result),
  );
  return [(input) => commit({ input }), isInFlight];
}

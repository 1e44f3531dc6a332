import { graphql } from "react-relay/hooks";
import type { useChangePasswordMutation as ChangePasswordMutationType, ChangePasswordInput } from "../../__generated__/useChangePasswordMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const changePasswordMutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on PasswordChanged {
        endedSessions
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** Spec 2 §5 password change; answers how many other devices were logged out. */
export function useChangePasswordMutation(): [(input: ChangePasswordInput) => Promise<MutationOutcome<number>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<ChangePasswordMutationType, number>(changePasswordMutation, (response) =>
    response.changePassword.__typename === "PasswordChanged" ? succeeded(response.changePassword.endedSessions) : failedWith(response.changePassword),
  );
  return [(input) => commit({ input }), isInFlight];
}

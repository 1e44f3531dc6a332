import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useLoginMutation as LoginMutationType } from "../../__generated__/useLoginMutation.graphql";
import type { CodedError } from "../../errors/error-codes.ts";
import { GraphQLRequestError } from "../../relay/request-errors.ts";

const loginMutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess {
        viewer {
          id
        }
      }
      ... on MfaRequired {
        channel
        maskedTarget
      }
      ... on DomainError {
        code
        message
      }
    }
  }
`;

export type CodeChannel = "EMAIL" | "SMS";

/**
 * A login between its two steps. The API re-checks the password with the code, so the
 * credentials stay in memory (never in the URL or history state) until the code is entered.
 */
export type PendingLogin = { email: string; password: string; channel: CodeChannel; maskedTarget: string };

export type LoginInput = { email: string; password: string; mfaCode?: string; rememberMfa?: boolean };

export type LoginOutcome =
  | { kind: "success"; viewerId: string }
  | { kind: "code_required"; channel: CodeChannel; maskedTarget: string }
  | { kind: "error"; error: CodedError };

/** Password login, then the code step (spec 1 §2); expected failures come back as a coded error. */
export function useLoginMutation(): [(input: LoginInput) => Promise<LoginOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<LoginMutationType>(loginMutation);
  const login = useCallback(
    ({ email, password, mfaCode, rememberMfa }: LoginInput) =>
      new Promise<LoginOutcome>((resolve) => {
        commit({
          variables: { input: { email: email.trim(), password, mfaCode, rememberMfa } },
          onCompleted: ({ login: result }) => {
            if (result.__typename === "LoginSuccess") resolve({ kind: "success", viewerId: result.viewer.id });
            else if (result.__typename === "MfaRequired") resolve({ kind: "code_required", channel: result.channel === "SMS" ? "SMS" : "EMAIL", maskedTarget: result.maskedTarget });
            else if (result.__typename === "DomainError") resolve({ kind: "error", error: { code: result.code, message: result.message } });
            else resolve({ kind: "error", error: { code: "internal_error" } });
          },
          onError: (error) => resolve({ kind: "error", error: { code: error instanceof GraphQLRequestError && error.code ? error.code : "internal_error" } }),
        });
      }),
    [commit],
  );
  return [login, isInFlight];
}

import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useRequestPasswordCodesMutation as RequestPasswordCodesMutationType } from "../../__generated__/useRequestPasswordCodesMutation.graphql";
import type { FieldCodedError } from "../../errors/field-errors.ts";
import { useMutationPromise } from "../../relay/useMutationPromise.ts";
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
export function useRequestPasswordCodesMutation(): [(email: string, mode: PasswordMode) => Promise<FieldCodedError | null>, boolean] {
  const [commit, isInFlight] = useMutationPromise<RequestPasswordCodesMutationType>(requestPasswordCodesMutation);
  const request = useCallback(
    async (email: string, mode: PasswordMode): Promise<FieldCodedError | null> => {
      const outcome = await commit({ input: { email: email.trim(), mode } });
      if (!outcome.ok) return outcome.error;
      const result = outcome.response.requestPasswordCodes;
      if (result.__typename === "DomainError") return { code: result.code, message: result.message, field: result.field };
      return result.__typename === "PasswordCodesRequested" ? null : { code: "internal_error" };
    },
    [commit],
  );
  return [request, isInFlight];
}

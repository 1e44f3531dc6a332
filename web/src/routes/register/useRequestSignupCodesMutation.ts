import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useRequestSignupCodesMutation as RequestSignupCodesMutationType } from "../../__generated__/useRequestSignupCodesMutation.graphql";
import type { FieldCodedError } from "../../errors/field-errors.ts";
import type { Country } from "../../i18n/locales.ts";
import { useMutationPromise } from "../../relay/useMutationPromise.ts";

const requestSignupCodesMutation = graphql`
  mutation useRequestSignupCodesMutation($input: RequestSignupCodesInput!) {
    requestSignupCodes(input: $input) {
      __typename
      ... on CodesSent {
        email
        phone
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

export type CodesSentOutcome = { ok: true; email: string; phone: string } | { ok: false; error: FieldCodedError };

/** Signup step 2 (and step 3's resend): checks both contacts and sends a code to each. */
export function useRequestSignupCodesMutation(): [(input: { email: string; phone: string; country: Country }) => Promise<CodesSentOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<RequestSignupCodesMutationType>(requestSignupCodesMutation);
  const request = useCallback(
    async (input: { email: string; phone: string; country: Country }): Promise<CodesSentOutcome> => {
      const outcome = await commit({ input: { email: input.email.trim(), phone: input.phone, country: input.country } });
      if (!outcome.ok) return outcome;
      const result = outcome.response.requestSignupCodes;
      if (result.__typename === "CodesSent") return { ok: true, email: result.email, phone: result.phone };
      if (result.__typename === "DomainError") return { ok: false, error: { code: result.code, message: result.message, field: result.field } };
      return { ok: false, error: { code: "internal_error" } };
    },
    [commit],
  );
  return [request, isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useRequestSignupCodesMutation as RequestSignupCodesMutationType } from "../../../__generated__/useRequestSignupCodesMutation.graphql";
import type { Country } from "../../../i18n/locales.ts";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

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

/** The contacts as the API normalised them, a code sent to each. */
export type CodesSent = { email: string; phone: string };

/** Signup step 2 (and step 3's resend): checks both contacts and sends a code to each. */
export function useRequestSignupCodesMutation(): [(input: { email: string; phone: string; country: Country }) => Promise<MutationOutcome<CodesSent>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<RequestSignupCodesMutationType, CodesSent>(requestSignupCodesMutation, ({ requestSignupCodes: result }) =>
    result.__typename === "CodesSent" ? succeeded({ email: result.email, phone: result.phone }) : failedWith(result),
  );
  return [({ email, phone, country }) => commit({ input: { email: email.trim(), phone, country } }), isInFlight];
}

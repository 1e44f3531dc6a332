import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useCompleteProSanteConnectMutation as CompleteProSanteConnectMutationType } from "../../__generated__/useCompleteProSanteConnectMutation.graphql";
import { useMutationPromise } from "../../relay/useMutationPromise.ts";
import { pscNextStep, type PscNext } from "./psc-outcome.ts";

const completeProSanteConnectMutation = graphql`
  mutation useCompleteProSanteConnectMutation($callbackQuery: String!) {
    completeProSanteConnect(callbackQuery: $callbackQuery) {
      __typename
      ... on ProSanteConnectDone {
        outcome
        redirectUrl
        viewer {
          id
          validated
          identificationStatus
          hasIdentityDocument
        }
      }
      ... on ProSanteConnectAccountMissing {
        rpps
      }
      ... on DomainError {
        code
        message
      }
    }
  }
`;

/** Completes the card-service round trip with the callback's query string; answers where to go next. */
export function useCompleteProSanteConnectMutation(): (callbackQuery: string) => Promise<PscNext> {
  const [commit] = useMutationPromise<CompleteProSanteConnectMutationType>(completeProSanteConnectMutation);
  return useCallback(
    async (callbackQuery: string) => {
      const outcome = await commit({ callbackQuery });
      return outcome.ok ? pscNextStep(outcome.response.completeProSanteConnect) : { kind: "failed", error: outcome.error };
    },
    [commit],
  );
}

import { graphql } from "react-relay/hooks";
import type { useCompleteProSanteConnectMutation as CompleteProSanteConnectMutationType } from "../../../__generated__/useCompleteProSanteConnectMutation.graphql";
import { succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";
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

/**
 * Completes the card-service round trip with the callback's query string. Every answer the API
 * gives, refusals included, says where to go next (pscNextStep); a failed call is the error.
 */
export function useCompleteProSanteConnectMutation(): (callbackQuery: string) => Promise<MutationOutcome<PscNext>> {
  const [commit] = useMutationPromise<CompleteProSanteConnectMutationType, PscNext>(completeProSanteConnectMutation, ({ completeProSanteConnect: result }) =>
    succeeded(pscNextStep(result)),
  );
  return (callbackQuery) => commit({ callbackQuery });
}

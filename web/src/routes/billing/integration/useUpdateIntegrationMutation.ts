import { graphql } from "react-relay/hooks";
import type { useUpdateIntegrationMutation as UpdateIntegrationMutationType } from "../../../__generated__/useUpdateIntegrationMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const updateIntegrationMutation = graphql`
  mutation useUpdateIntegrationMutation($id: ID!, $integratedAct: Boolean, $integratedReport: Boolean, $iep: String, $ipp: String) {
    updateIntegration(id: $id, integratedAct: $integratedAct, integratedReport: $integratedReport, iep: $iep, ipp: $ipp) {
      __typename
      ... on IntegrationUpdated {
        remainingCount
        nextDatabaseId
        integration {
          ...IntegrationDetail_integration
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

export type IntegrationUpdate = { id: string; integratedAct?: boolean; integratedReport?: boolean; iep?: string; ipp?: string };
export type IntegrationUpdated = { remainingCount: number; nextDatabaseId: number | null };

/** Spec 2 §7 PUT integrations/{id}: the 'Billed' checkbox and the archive, with what the 'next' dialog shows. */
export function useUpdateIntegrationMutation(): [(update: IntegrationUpdate) => Promise<MutationOutcome<IntegrationUpdated>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<UpdateIntegrationMutationType, IntegrationUpdated>(updateIntegrationMutation, ({ updateIntegration: result }) =>
    result.__typename === "IntegrationUpdated" ? succeeded({ remainingCount: result.remainingCount, nextDatabaseId: result.nextDatabaseId ?? null }) : failedWith(result),
  );
  return [(update) => commit({ id: update.id, integratedAct: update.integratedAct ?? null, integratedReport: update.integratedReport ?? null, iep: update.iep ?? null, ipp: update.ipp ?? null }), isInFlight];
}

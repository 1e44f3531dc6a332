import { graphql } from "react-relay/hooks";
import type { UpdateDraftInput, useUpdateDraftMutation as UpdateDraftMutationType } from "../../../__generated__/useUpdateDraftMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const updateDraftMutation = graphql`
  mutation useUpdateDraftMutation($input: UpdateDraftInput!) {
    updateDraft(input: $input) {
      __typename
      ... on DraftSaved {
        version
        request {
          id
          patientConsentAt
          billingNumber
          eligibility
          lastEditedAt
          publishMissing
          patient {
            id
            ...PatientSummary_patient
            ...PatientModal_patient
          }
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

export type DraftSavedOutcome = { version: number };

/** One draft save; answers the new version, or version_conflict when someone saved since. */
export function useUpdateDraftMutation(): [(input: UpdateDraftInput) => Promise<MutationOutcome<DraftSavedOutcome>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<UpdateDraftMutationType, DraftSavedOutcome>(updateDraftMutation, ({ updateDraft: result }) =>
    result.__typename === "DraftSaved" ? succeeded({ version: result.version }) : failedWith(result),
  );
  return [(input) => commit({ input }), isInFlight];
}

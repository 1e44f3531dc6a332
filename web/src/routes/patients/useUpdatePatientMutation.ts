import { graphql } from "react-relay/hooks";
import type { PatientInput, useUpdatePatientMutation as UpdatePatientMutationType } from "../../__generated__/useUpdatePatientMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const updatePatientMutation = graphql`
  mutation useUpdatePatientMutation($id: ID!, $input: PatientInput!) {
    updatePatient(id: $id, input: $input) {
      __typename
      ... on PatientSaved {
        patient {
          id
          ...PatientModal_patient
          ...PatientSummary_patient
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

/** Changes a patient; every view of it in the store (summary, form) follows. */
export function useUpdatePatientMutation(): [(id: string, input: PatientInput) => Promise<MutationOutcome<string>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<UpdatePatientMutationType, string>(updatePatientMutation, ({ updatePatient: result }) =>
    result.__typename === "PatientSaved" ? succeeded(result.patient.id) : failedWith(result),
  );
  return [(id, input) => commit({ id, input }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { PatientInput, useCreatePatientMutation as CreatePatientMutationType } from "../../__generated__/useCreatePatientMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const createPatientMutation = graphql`
  mutation useCreatePatientMutation($input: PatientInput!) {
    createPatient(input: $input) {
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

/** Enters a patient; the outcome carries its global id, for the draft to attach it. */
export function useCreatePatientMutation(): [(input: PatientInput) => Promise<MutationOutcome<string>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<CreatePatientMutationType, string>(createPatientMutation, ({ createPatient: result }) =>
    result.__typename === "PatientSaved" ? succeeded(result.patient.id) : failedWith(result),
  );
  return [(input) => commit({ input }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useSaveConsultSurveyMutation as MutationType, useSaveConsultSurveyMutation$variables } from "../../__generated__/useSaveConsultSurveyMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useSaveConsultSurveyMutation($input: SaveConsultSurveyInput!) {
    saveConsultSurvey(input: $input) {
      __typename
      ... on ConsultChanged {
        request {
          ...ConsultDetail_request
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

/** Saves the consult survey; refused with survey_invalid while the form has errors. */
export function useSaveConsultSurveyMutation(): [(input: useSaveConsultSurveyMutation$variables["input"]) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ saveConsultSurvey: result }) => (result.__typename === "ConsultChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { UpdateSettingsInput, useUpdateSettingsMutation as MutationType } from "../../__generated__/useUpdateSettingsMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useUpdateSettingsMutation($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      __typename
      ... on SettingsSaved {
        user {
          id
          # The profile page reads the bio here.
          bio
          settings {
            ...PresentationSection_settings
            ...IndividualProjectSection_settings
            ...RequestsManagementSection_settings
            ...BillingSoftwareSection_settings
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

/** Spec 2 §7 PUT users/{id}: one or more of the viewer's preferences. */
export function useUpdateSettingsMutation(): [(input: UpdateSettingsInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ updateSettings: result }) =>
    result.__typename === "SettingsSaved" ? succeeded() : failedWith(result),
  );
  return [(input) => commit({ input }), isInFlight];
}

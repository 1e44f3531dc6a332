import { graphql } from "react-relay/hooks";
import type { AwayInput, useSetMyAwayMutation as MutationType } from "../../__generated__/useSetMyAwayMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useSetMyAwayMutation($away: AwayInput!) {
    setMyAway(away: $away) {
      __typename
      ... on UserSaved {
        user {
          id
          settings {
            ...AbsenceSetting_settings
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

/** Spec 1 §4 "Away message" of the viewer themself (absence reporting in the settings). */
export function useSetMyAwayMutation(): [(away: AwayInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ setMyAway: result }) => (result.__typename === "UserSaved" ? succeeded() : failedWith(result)));
  return [(away) => commit({ away }), isInFlight];
}

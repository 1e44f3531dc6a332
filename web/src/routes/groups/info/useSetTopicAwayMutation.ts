import { graphql } from "react-relay/hooks";
import type { AwayInput, useSetTopicAwayMutation as MutationType } from "../../../__generated__/useSetTopicAwayMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useSetTopicAwayMutation($topicId: ID!, $away: AwayInput!) {
    setTopicAway(topicId: $topicId, away: $away) {
      __typename
      ... on TopicSaved {
        topic {
          id
          ...AwaySetting_topic
          ...AwayNotice_topic
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

/** Spec 1 §4 "Away message": on with its days (the server stores the end as the last day plus one), or off. */
export function useSetTopicAwayMutation(): [(topicId: string, away: AwayInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ setTopicAway: result }) =>
    result.__typename === "TopicSaved" ? succeeded() : failedWith(result),
  );
  return [(topicId, away) => commit({ topicId, away }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useUpdateTopicDescriptionMutation as MutationType } from "../../../__generated__/useUpdateTopicDescriptionMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useUpdateTopicDescriptionMutation($topicId: ID!, $description: String!) {
    updateTopicDescription(topicId: $topicId, description: $description) {
      __typename
      ... on TopicSaved {
        topic {
          id
          description
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

/** Spec 1 §6: admins and the topic's members save its description. */
export function useUpdateTopicDescriptionMutation(): [(topicId: string, description: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ updateTopicDescription: result }) =>
    result.__typename === "TopicSaved" ? succeeded() : failedWith(result),
  );
  return [(topicId, description) => commit({ topicId, description }), isInFlight];
}

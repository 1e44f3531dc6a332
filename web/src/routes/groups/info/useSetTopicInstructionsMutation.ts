import { graphql } from "react-relay/hooks";
import type { useSetTopicInstructionsMutation as MutationType } from "../../../__generated__/useSetTopicInstructionsMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useSetTopicInstructionsMutation($topicId: ID!, $active: Boolean!, $instructions: String) {
    setTopicInstructions(topicId: $topicId, active: $active, instructions: $instructions) {
      __typename
      ... on TopicSaved {
        topic {
          id
          instructions
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

/** Spec 1 §5 medical instructions: on with the text (trimmed, active only if non-empty), or off. */
export function useSetTopicInstructionsMutation(): [(topicId: string, active: boolean, instructions?: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ setTopicInstructions: result }) =>
    result.__typename === "TopicSaved" ? succeeded() : failedWith(result),
  );
  return [(topicId, active, instructions) => commit({ topicId, active, instructions: instructions ?? null }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useSetTopicAcceptedProfessionsMutation as MutationType } from "../../../__generated__/useSetTopicAcceptedProfessionsMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useSetTopicAcceptedProfessionsMutation($topicId: ID!, $acceptsAll: Boolean!, $codes: [String!]) {
    setTopicAcceptedProfessions(topicId: $topicId, acceptsAll: $acceptsAll, codes: $codes) {
      __typename
      ... on TopicSaved {
        topic {
          id
          acceptsAllSpecialties
          acceptedSpecialtyCodes
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

/** Spec 1 §5 accepted professions: every profession, or a selection (which turns accept-all off). */
export function useSetTopicAcceptedProfessionsMutation(): [(topicId: string, acceptsAll: boolean, codes?: readonly string[]) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ setTopicAcceptedProfessions: result }) =>
    result.__typename === "TopicSaved" ? succeeded() : failedWith(result),
  );
  return [(topicId, acceptsAll, codes) => commit({ topicId, acceptsAll, codes: codes ? [...codes] : null }), isInFlight];
}

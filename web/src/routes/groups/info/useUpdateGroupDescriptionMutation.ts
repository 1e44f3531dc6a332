import { graphql } from "react-relay/hooks";
import type { useUpdateGroupDescriptionMutation as MutationType } from "../../../__generated__/useUpdateGroupDescriptionMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useUpdateGroupDescriptionMutation($groupId: ID!, $description: String!) {
    updateGroupDescription(groupId: $groupId, description: $description) {
      __typename
      ... on GroupSaved {
        group {
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

/** Spec 1 §6: a group admin saves the group's description. */
export function useUpdateGroupDescriptionMutation(): [(groupId: string, description: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ updateGroupDescription: result }) =>
    result.__typename === "GroupSaved" ? succeeded() : failedWith(result),
  );
  return [(groupId, description) => commit({ groupId, description }), isInFlight];
}

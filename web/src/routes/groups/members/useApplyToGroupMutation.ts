import { graphql } from "react-relay/hooks";
import type { useApplyToGroupMutation as MutationType, GroupMembershipInput } from "../../../__generated__/useApplyToGroupMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useApplyToGroupMutation($input: GroupMembershipInput!) {
    applyToGroup(input: $input) {
      __typename
      ... on MembershipChanged {
        status
        membership {
          id
          status
          needsWelcome
        }
        group {
          id
          membershipStatus
          ...MembershipActions_group
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

/** Spec 1 §4: the viewer applies to a group (a member at once in groups that accept applications automatically). */
export function useApplyToGroupMutation(): [(input: GroupMembershipInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ applyToGroup: result }) => (result.__typename === "MembershipChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

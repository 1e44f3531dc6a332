import { graphql } from "react-relay/hooks";
import type { useLeaveGroupMutation as MutationType, GroupMembershipInput } from "../../../__generated__/useLeaveGroupMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useLeaveGroupMutation($input: GroupMembershipInput!) {
    leaveGroup(input: $input) {
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

/** Spec 1 §4: the viewer leaves a group. */
export function useLeaveGroupMutation(): [(input: GroupMembershipInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ leaveGroup: result }) => (result.__typename === "MembershipChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useUpdateMembershipMutation as MutationType, UpdateMembershipInput } from "../../../__generated__/useUpdateMembershipMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useUpdateMembershipMutation($input: UpdateMembershipInput!) {
    updateMembership(input: $input) {
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

/** An admin edits a member's capabilities, title and topics. */
export function useUpdateMembershipMutation(): [(input: UpdateMembershipInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ updateMembership: result }) => (result.__typename === "MembershipChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

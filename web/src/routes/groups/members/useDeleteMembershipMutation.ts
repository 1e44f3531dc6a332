import { graphql } from "react-relay/hooks";
import type { useDeleteMembershipMutation as MutationType, MembershipRefInput } from "../../../__generated__/useDeleteMembershipMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useDeleteMembershipMutation($input: MembershipRefInput!) {
    deleteMembership(input: $input) {
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

/** Spec 1 §6: an admin removes a member. */
export function useDeleteMembershipMutation(): [(input: MembershipRefInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ deleteMembership: result }) => (result.__typename === "MembershipChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

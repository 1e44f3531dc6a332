import { graphql } from "react-relay/hooks";
import type { useCancelMembershipMutation as MutationType, MembershipRefInput } from "../../../__generated__/useCancelMembershipMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useCancelMembershipMutation($input: MembershipRefInput!) {
    cancelMembership(input: $input) {
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

/** Spec 1 §4: the applicant cancels an application, or an admin cancels an invitation. */
export function useCancelMembershipMutation(): [(input: MembershipRefInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ cancelMembership: result }) => (result.__typename === "MembershipChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

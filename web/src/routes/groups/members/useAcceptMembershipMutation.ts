import { graphql } from "react-relay/hooks";
import type { useAcceptMembershipMutation as MutationType, MembershipRefInput } from "../../../__generated__/useAcceptMembershipMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useAcceptMembershipMutation($input: MembershipRefInput!) {
    acceptMembership(input: $input) {
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

/** Spec 1 §4: an admin accepts an application, or the invitee accepts an invitation. */
export function useAcceptMembershipMutation(): [(input: MembershipRefInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ acceptMembership: result }) => (result.__typename === "MembershipChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

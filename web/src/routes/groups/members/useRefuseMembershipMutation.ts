import { graphql } from "react-relay/hooks";
import type { useRefuseMembershipMutation as MutationType, MembershipRefInput } from "../../../__generated__/useRefuseMembershipMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useRefuseMembershipMutation($input: MembershipRefInput!) {
    refuseMembership(input: $input) {
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

/** Spec 1 §4: an admin refuses an application, or the invitee refuses an invitation. */
export function useRefuseMembershipMutation(): [(input: MembershipRefInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ refuseMembership: result }) => (result.__typename === "MembershipChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

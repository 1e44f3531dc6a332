import { graphql } from "react-relay/hooks";
import type { useInviteMemberMutation as MutationType, InviteMemberInput } from "../../../__generated__/useInviteMemberMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useInviteMemberMutation($input: InviteMemberInput!) {
    inviteMember(input: $input) {
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

/** Spec 1 §5: an admin adds (invites) a professional. */
export function useInviteMemberMutation(): [(input: InviteMemberInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ inviteMember: result }) => (result.__typename === "MembershipChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

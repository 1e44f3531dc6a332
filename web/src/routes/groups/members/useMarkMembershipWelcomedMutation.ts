import { graphql } from "react-relay/hooks";
import type { useMarkMembershipWelcomedMutation as MutationType, MembershipRefInput } from "../../../__generated__/useMarkMembershipWelcomedMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useMarkMembershipWelcomedMutation($input: MembershipRefInput!) {
    markMembershipWelcomed(input: $input) {
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

/** Spec 1 §4: the welcome dialog was seen; it does not come back. */
export function useMarkMembershipWelcomedMutation(): [(input: MembershipRefInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ markMembershipWelcomed: result }) => (result.__typename === "MembershipChanged" ? succeeded() : failedWith(result)));
  return [(input) => commit({ input }), isInFlight];
}

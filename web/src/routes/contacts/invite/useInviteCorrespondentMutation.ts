import { graphql } from "react-relay/hooks";
import type { useInviteCorrespondentMutation as InviteCorrespondentMutationType } from "../../../__generated__/useInviteCorrespondentMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const inviteCorrespondentMutation = graphql`
  mutation useInviteCorrespondentMutation($input: InviteCorrespondentInput!) {
    inviteCorrespondent(input: $input) {
      __typename
      ... on CorrespondentInvited {
        invitationId
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** Spec 1 §5 "Invite contact": one invitation by e-mail or text message. */
export function useInviteCorrespondentMutation(): [(contact: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<InviteCorrespondentMutationType>(inviteCorrespondentMutation, ({ inviteCorrespondent: result }) =>
    result.__typename === "CorrespondentInvited" ? succeeded() : failedWith(result),
  );
  return [(contact) => commit({ input: { contact } }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useSetMeetingQuorumMutation as MutationType } from "../../__generated__/useSetMeetingQuorumMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useSetMeetingQuorumMutation($meetingId: ID!, $professionalIds: [ID!]!) {
    setMeetingQuorum(meetingId: $meetingId, professionalIds: $professionalIds) {
      __typename
      ... on MeetingSaved {
        meeting {
          id
          professionals {
            id
            firstName
            lastName
          }
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

/** The quorum modal's save: the professionals expected at the meeting. */
export function useSetMeetingQuorumMutation(): [(meetingId: string, professionalIds: string[]) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ setMeetingQuorum: result }) => (result.__typename === "MeetingSaved" ? succeeded() : failedWith(result)));
  return [(meetingId, professionalIds) => commit({ meetingId, professionalIds }), isInFlight];
}

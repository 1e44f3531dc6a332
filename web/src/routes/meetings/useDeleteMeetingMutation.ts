import { graphql } from "react-relay/hooks";
import type { useDeleteMeetingMutation as MutationType } from "../../__generated__/useDeleteMeetingMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useDeleteMeetingMutation($meetingId: ID!) {
    deleteMeeting(meetingId: $meetingId) {
      __typename
      ... on MeetingDeleted {
        deletedMeetingId
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** Deletes a meeting (refused while requests are registered: meeting_has_requests). */
export function useDeleteMeetingMutation(): [(meetingId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType>(mutation, ({ deleteMeeting: result }) => (result.__typename === "MeetingDeleted" ? succeeded() : failedWith(result)));
  return [(meetingId) => commit({ meetingId }), isInFlight];
}

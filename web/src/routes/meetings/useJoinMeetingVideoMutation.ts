import { graphql } from "react-relay/hooks";
import type { useJoinMeetingVideoMutation as MutationType } from "../../__generated__/useJoinMeetingVideoMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useJoinMeetingVideoMutation($meetingId: ID!) {
    joinMeetingVideo(meetingId: $meetingId) {
      __typename
      ... on MeetingVideoJoin {
        redirectUrl
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** Spec 2 §7 meetings/{id}/video-call/go: where the participant's window goes. */
export function useJoinMeetingVideoMutation(): [(meetingId: string) => Promise<MutationOutcome<string>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType, string>(mutation, ({ joinMeetingVideo: result }) =>
    result.__typename === "MeetingVideoJoin" ? succeeded(result.redirectUrl) : failedWith(result),
  );
  return [(meetingId) => commit({ meetingId }), isInFlight];
}

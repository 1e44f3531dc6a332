import { graphql } from "react-relay/hooks";
import type { usePublishRequestMutation as PublishRequestMutationType } from "../../../__generated__/usePublishRequestMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const publishRequestMutation = graphql`
  mutation usePublishRequestMutation($input: RequestRefInput!, $meetingId: ID) {
    publishRequest(input: $input, meetingId: $meetingId) {
      __typename
      ... on RequestPublished {
        meetingAssignedAutomatically
        request {
          id
          status
          consultStatus
          canEdit
          version
          publishedAt
          lastActivityDate
          # The meeting the request was registered to (chosen, or the next one): the aside shows it at once.
          ...RequestMeetingSection_request
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

/**
 * Sends a draft; the collect codes of spec 2 §8 come back as errors for the editor to answer. The
 * meeting is the meeting-selection step's choice (manual meeting topics; undefined: the draft's);
 * the answer says whether automatic mode registered the request to the topic's next meeting.
 */
export function usePublishRequestMutation(): [
  (requestId: string, version: number, meetingId?: string | null) => Promise<MutationOutcome<{ meetingAssignedAutomatically: boolean }>>,
  boolean,
] {
  const [commit, isInFlight] = useMutationPromise<PublishRequestMutationType, { meetingAssignedAutomatically: boolean }>(publishRequestMutation, ({ publishRequest: result }) =>
    result.__typename === "RequestPublished" ? succeeded({ meetingAssignedAutomatically: result.meetingAssignedAutomatically }) : failedWith(result),
  );
  return [(requestId, version, meetingId) => commit({ input: { requestId, version }, ...(meetingId !== undefined ? { meetingId } : {}) }), isInFlight];
}

import { graphql } from "react-relay/hooks";
import type { useSetRequestMeetingMutation as SetRequestMeetingMutationType } from "../../../__generated__/useSetRequestMeetingMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const setRequestMeetingMutation = graphql`
  mutation useSetRequestMeetingMutation($input: SetRequestMeetingInput!) {
    setRequestMeeting(input: $input) {
      __typename
      ... on RequestMeetingSet {
        request {
          id
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

/** Registers a request to a meeting, moves it, or (null) takes it out (spec 2 §6 meeting edit). */
export function useSetRequestMeetingMutation(): [(requestId: string, meetingId: string | null) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<SetRequestMeetingMutationType>(setRequestMeetingMutation, ({ setRequestMeeting: result }) =>
    result.__typename === "RequestMeetingSet" ? succeeded() : failedWith(result),
  );
  return [(requestId, meetingId) => commit({ input: { requestId, meetingId } }), isInFlight];
}

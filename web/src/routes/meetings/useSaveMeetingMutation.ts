import { graphql } from "react-relay/hooks";
import type { MeetingInput, useSaveMeetingMutationCreateMutation } from "../../__generated__/useSaveMeetingMutationCreateMutation.graphql";
import type { useSaveMeetingMutationUpdateMutation } from "../../__generated__/useSaveMeetingMutationUpdateMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const createMutation = graphql`
  mutation useSaveMeetingMutationCreateMutation($meeting: MeetingInput!) {
    createMeeting(meeting: $meeting) {
      __typename
      ... on MeetingSaved {
        meeting {
          id
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

const updateMutation = graphql`
  mutation useSaveMeetingMutationUpdateMutation($meetingId: ID!, $meeting: MeetingInput!) {
    updateMeeting(meetingId: $meetingId, meeting: $meeting) {
      __typename
      ... on MeetingSaved {
        meeting {
          id
          scheduledAt
          label
          videoCallMode
          externalVideoLink
          topic {
            id
            label
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

export type { MeetingInput };

/** The schedule/edit modal's save (spec 1 §5): a new meeting, or every value of one replaced. */
export function useSaveMeetingMutation(): [(meetingId: string | null, meeting: MeetingInput) => Promise<MutationOutcome>, boolean] {
  const [create, creating] = useMutationPromise<useSaveMeetingMutationCreateMutation>(createMutation, ({ createMeeting: result }) =>
    result.__typename === "MeetingSaved" ? succeeded() : failedWith(result),
  );
  const [update, updating] = useMutationPromise<useSaveMeetingMutationUpdateMutation>(updateMutation, ({ updateMeeting: result }) =>
    result.__typename === "MeetingSaved" ? succeeded() : failedWith(result),
  );
  return [(meetingId, meeting) => (meetingId ? update({ meetingId, meeting }) : create({ meeting })), creating || updating];
}

import { graphql } from "react-relay/hooks";
import type { useRevokeCalendarFeedMutation as RevokeCalendarFeedMutationType } from "../../__generated__/useRevokeCalendarFeedMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const revokeCalendarFeedMutation = graphql`
  mutation useRevokeCalendarFeedMutation {
    revokeCalendarFeed {
      __typename
      ... on CalendarFeedRevoked {
        user {
          ...CalendarFeedSection_user
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

/** Issue 23: revokes the calendar feed address; subscribed calendars get nothing more. */
export function useRevokeCalendarFeedMutation(): [() => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<RevokeCalendarFeedMutationType>(revokeCalendarFeedMutation, ({ revokeCalendarFeed: result }) =>
    result.__typename === "CalendarFeedRevoked" ? succeeded() : failedWith(result),
  );
  return [() => commit({}), isInFlight];
}

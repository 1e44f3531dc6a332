import { graphql } from "react-relay/hooks";
import type { useCreateCalendarFeedMutation as CreateCalendarFeedMutationType } from "../../__generated__/useCreateCalendarFeedMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const createCalendarFeedMutation = graphql`
  mutation useCreateCalendarFeedMutation {
    createCalendarFeed {
      __typename
      ... on CalendarFeedCreated {
        url
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

/** Issue 23: a new calendar feed address (the previous one stops working); the address is answered this once. */
export function useCreateCalendarFeedMutation(): [() => Promise<MutationOutcome<string>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<CreateCalendarFeedMutationType, string>(createCalendarFeedMutation, ({ createCalendarFeed: result }) =>
    result.__typename === "CalendarFeedCreated" ? succeeded(result.url) : failedWith(result),
  );
  return [() => commit({}), isInFlight];
}

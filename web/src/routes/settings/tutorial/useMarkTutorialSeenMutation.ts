import { graphql } from "react-relay/hooks";
import type { useMarkTutorialSeenMutation as MutationType } from "../../../__generated__/useMarkTutorialSeenMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useMarkTutorialSeenMutation {
    markTutorialSeen {
      __typename
      ... on Tutorial {
        seen
      }
      ... on DomainError {
        code
        message
        field
      }
    }
  }
`;

/** The tutorial was closed, finished or skipped: it no longer opens by itself. */
export function useMarkTutorialSeenMutation(): () => Promise<MutationOutcome> {
  const [commit] = useMutationPromise<MutationType>(mutation, ({ markTutorialSeen: result }) => (result.__typename === "Tutorial" ? succeeded() : failedWith(result)));
  return () => commit({});
}

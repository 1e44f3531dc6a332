import { graphql } from "react-relay/hooks";
import type { useEndOtherSessionsMutation as EndOtherSessionsMutationType } from "../../__generated__/useEndOtherSessionsMutation.graphql";
import { succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const endOtherSessionsMutation = graphql`
  mutation useEndOtherSessionsMutation {
    endOtherSessions {
      endedSessionIds @deleteRecord
    }
  }
`;

/** "Log out all other devices": every other session ends and leaves the list; this one stays. */
export function useEndOtherSessionsMutation(): [() => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<EndOtherSessionsMutationType>(endOtherSessionsMutation, () => succeeded());
  return [() => commit({}), isInFlight];
}

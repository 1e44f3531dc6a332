import { graphql } from "react-relay/hooks";
import type { useSkipIdentificationMutation as SkipIdentificationMutationType } from "../../__generated__/useSkipIdentificationMutation.graphql";
import { succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const skipIdentificationMutation = graphql`
  mutation useSkipIdentificationMutation {
    skipIdentification {
      id
      identificationStatus
      hasIdentityDocument
      validated
    }
  }
`;

/** "Later": the account stays unvalidated; the new state merges into the viewer by id. */
export function useSkipIdentificationMutation(): [() => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<SkipIdentificationMutationType>(skipIdentificationMutation, () => succeeded());
  return [() => commit({}), isInFlight];
}

import { useCallback } from "react";
import { graphql } from "react-relay";
import type { useSkipIdentificationMutation as SkipIdentificationMutationType } from "../../__generated__/useSkipIdentificationMutation.graphql";
import type { CodedError } from "../../errors/error-codes.ts";
import { useMutationPromise } from "../../relay/useMutationPromise.ts";

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
export function useSkipIdentificationMutation(): [() => Promise<CodedError | null>, boolean] {
  const [commit, isInFlight] = useMutationPromise<SkipIdentificationMutationType>(skipIdentificationMutation);
  const skip = useCallback(async () => {
    const outcome = await commit({});
    return outcome.ok ? null : outcome.error;
  }, [commit]);
  return [skip, isInFlight];
}

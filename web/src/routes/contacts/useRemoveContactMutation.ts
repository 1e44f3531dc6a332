import { graphql } from "react-relay/hooks";
import type { useRemoveContactMutation as RemoveContactMutationType } from "../../__generated__/useRemoveContactMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const removeContactMutation = graphql`
  mutation useRemoveContactMutation($input: RemoveContactInput!) {
    removeContact(input: $input) {
      __typename
      ... on ContactRemoved {
        removedContactId @deleteRecord
        professional {
          id
          isContact
          contact {
            id
          }
        }
        group {
          id
          isContact
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

/** Spec 2 §7 DELETE contacts/{id}: the record leaves the store, so every list showing it drops it. */
export function useRemoveContactMutation(): [(contactId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<RemoveContactMutationType>(removeContactMutation, ({ removeContact: result }) =>
    result.__typename === "ContactRemoved" ? succeeded() : failedWith(result),
  );
  return [(contactId) => commit({ input: { contactId } }), isInFlight];
}

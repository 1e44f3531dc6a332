import { graphql } from "react-relay/hooks";
import type { useRemoveContactMutation as RemoveContactMutationType } from "../../__generated__/useRemoveContactMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";
import { contactsConnectionIds } from "./contacts-connection.ts";

const removeContactMutation = graphql`
  mutation useRemoveContactMutation($input: RemoveContactInput!, $connections: [ID!]!) {
    removeContact(input: $input) {
      __typename
      ... on ContactRemoved {
        # One directive a field: the edge leaves the /contacts list, the record the store.
        removedContactId @deleteRecord
        removedEdgeOf: removedContactId @deleteEdge(connections: $connections)
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

/** Spec 2 §7 DELETE contacts/{id}: the edge leaves the /contacts list and the record the store, so every view showing it drops it. */
export function useRemoveContactMutation(): [(contactId: string) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<RemoveContactMutationType>(removeContactMutation, ({ removeContact: result }) =>
    result.__typename === "ContactRemoved" ? succeeded() : failedWith(result),
  );
  return [(contactId) => commit({ input: { contactId }, connections: contactsConnectionIds() }), isInFlight];
}

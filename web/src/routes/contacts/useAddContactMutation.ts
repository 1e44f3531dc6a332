import { graphql } from "react-relay/hooks";
import type { useAddContactMutation as AddContactMutationType } from "../../__generated__/useAddContactMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";
import { contactsConnectionIds } from "./contacts-connection.ts";

const addContactMutation = graphql`
  mutation useAddContactMutation($input: AddContactInput!, $connections: [ID!]!) {
    addContact(input: $input) {
      __typename
      ... on ContactAdded {
        # Newest first: the new contact heads the /contacts list (already there: left where it is).
        contact @prependNode(connections: $connections, edgeTypeName: "ContactsEdge") {
          id
          professional {
            id
          }
          group {
            id
          }
          ...ContactRow_contact
        }
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

export type ContactTarget = { professionalId: string } | { groupId: string };

/** Spec 2 §7 POST contacts; the profile's marker follows through the professional's isContact, the /contacts list through its connection. */
export function useAddContactMutation(): [(target: ContactTarget) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<AddContactMutationType>(addContactMutation, ({ addContact: result }) =>
    result.__typename === "ContactAdded" ? succeeded() : failedWith(result),
  );
  return [(target) => commit({ input: target, connections: contactsConnectionIds() }), isInFlight];
}

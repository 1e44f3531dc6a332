import { graphql } from "react-relay/hooks";
import type { useAddContactMutation as AddContactMutationType } from "../../__generated__/useAddContactMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const addContactMutation = graphql`
  mutation useAddContactMutation($input: AddContactInput!) {
    addContact(input: $input) {
      __typename
      ... on ContactAdded {
        contact {
          id
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

/** Spec 2 §7 POST contacts; the profile's marker follows through the professional's isContact. */
export function useAddContactMutation(): [(target: ContactTarget) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<AddContactMutationType>(addContactMutation, ({ addContact: result }) =>
    result.__typename === "ContactAdded" ? succeeded() : failedWith(result),
  );
  return [(target) => commit({ input: target }), isInFlight];
}

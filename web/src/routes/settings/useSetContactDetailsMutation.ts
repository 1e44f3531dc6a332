import { graphql } from "react-relay/hooks";
import type { useSetContactDetailsMutation as SetContactDetailsMutationType, SetContactDetailsInput } from "../../__generated__/useSetContactDetailsMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const setContactDetailsMutation = graphql`
  mutation useSetContactDetailsMutation($input: SetContactDetailsInput!) {
    setContactDetails(input: $input) {
      __typename
      ... on ContactDetailsSaved {
        viewer {
          id
          contactEmail
          contactPhone
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

/** The professional contact email or phone shown to colleagues (settings modals). */
export function useSetContactDetailsMutation(): [(input: SetContactDetailsInput) => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<SetContactDetailsMutationType>(setContactDetailsMutation, (response) =>
    response.setContactDetails.__typename === "ContactDetailsSaved" ? succeeded() : failedWith(response.setContactDetails),
  );
  return [(input) => commit({ input }), isInFlight];
}

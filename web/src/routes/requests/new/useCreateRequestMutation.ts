import { graphql } from "react-relay/hooks";
import type { CreateRequestInput, useCreateRequestMutation as CreateRequestMutationType } from "../../../__generated__/useCreateRequestMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../../relay/useMutationPromise.ts";

const createRequestMutation = graphql`
  mutation useCreateRequestMutation($input: CreateRequestInput!) {
    createRequest(input: $input) {
      __typename
      ... on RequestCreated {
        request {
          id
          databaseId
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

/** Spec 2 §7 POST requests: creates the draft; the outcome carries its database id to open it. */
export function useCreateRequestMutation(): [(input: CreateRequestInput) => Promise<MutationOutcome<number>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<CreateRequestMutationType, number>(createRequestMutation, ({ createRequest: result }) =>
    result.__typename === "RequestCreated" ? succeeded(result.request.databaseId) : failedWith(result),
  );
  return [(input) => commit({ input }), isInFlight];
}

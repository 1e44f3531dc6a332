import { graphql } from "react-relay/hooks";
import type { useTransferRequestMutation as MutationType, useTransferRequestMutation$variables } from "../../__generated__/useTransferRequestMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const mutation = graphql`
  mutation useTransferRequestMutation($input: TransferRequestInput!) {
    transferRequest(input: $input) {
      __typename
      ... on RequestTransferred {
        request {
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

/** A new draft from this request (spec 2 §7 transfer); the answer is the draft's database id. */
export function useTransferRequestMutation(): [(input: useTransferRequestMutation$variables["input"]) => Promise<MutationOutcome<number>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<MutationType, number>(mutation, ({ transferRequest: result }) => {
    if (result.__typename !== "RequestTransferred") return failedWith(result);
    return result.request ? succeeded(result.request.databaseId) : { ok: false, error: { code: "not_found" } };
  });
  return [(input) => commit({ input }), isInFlight];
}

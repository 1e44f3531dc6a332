import { graphql } from "react-relay/hooks";
import type { useRequestDataExportMutation as RequestDataExportMutationType } from "../../__generated__/useRequestDataExportMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const requestDataExportMutation = graphql`
  mutation useRequestDataExportMutation {
    requestDataExport {
      __typename
      ... on DataExportRequested {
        user {
          ...MyDataSection_user
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

/** Issue 20 item 10: starts preparing the download; the section follows its progress. */
export function useRequestDataExportMutation(): [() => Promise<MutationOutcome>, boolean] {
  const [commit, isInFlight] = useMutationPromise<RequestDataExportMutationType>(requestDataExportMutation, ({ requestDataExport: result }) =>
    result.__typename === "DataExportRequested" ? succeeded() : failedWith(result),
  );
  return [() => commit({}), isInFlight];
}

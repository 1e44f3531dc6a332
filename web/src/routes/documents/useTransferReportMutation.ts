import { graphql } from "react-relay/hooks";
import type { useTransferReportMutation as TransferReportMutationType } from "../../__generated__/useTransferReportMutation.graphql";
import { failedWith, succeeded, useMutationPromise, type MutationOutcome } from "../../relay/useMutationPromise.ts";

const transferReportMutation = graphql`
  mutation useTransferReportMutation($requestId: ID!, $mssAddress: String) {
    transferReport(requestId: $requestId, mssAddress: $mssAddress) {
      __typename
      ... on ReportTransferred {
        transfer {
          status
          mssAddress
        }
        request {
          ...ReportTransferSection_request
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

export type TransferDone = { status: "PENDING" | "SENT" | "FAILED" | "%future added value"; mssAddress: string };

/** Spec 2 §7 POST requests/{id}/report_transfer/: empty sends to the requester's address. */
export function useTransferReportMutation(): [(requestId: string, mssAddress: string) => Promise<MutationOutcome<TransferDone>>, boolean] {
  const [commit, isInFlight] = useMutationPromise<TransferReportMutationType, TransferDone>(transferReportMutation, ({ transferReport: result }) =>
    result.__typename === "ReportTransferred" ? succeeded({ status: result.transfer.status, mssAddress: result.transfer.mssAddress }) : failedWith(result),
  );
  return [(requestId, mssAddress) => commit({ requestId, mssAddress: mssAddress.trim() || null }), isInFlight];
}

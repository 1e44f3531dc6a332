import { useEffect } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { useDataExportProgressQuery } from "../../__generated__/useDataExportProgressQuery.graphql";

const POLL_MS = 1000;

const progressQuery = graphql`
  query useDataExportProgressQuery {
    viewer {
      ...MyDataSection_user
    }
  }
`;

/** While the download is being prepared, reads its state every second (the store updates the section). */
export function useDataExportProgress(isPreparing: boolean): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!isPreparing) return undefined;
    const timer = setInterval(() => {
      fetchQuery<useDataExportProgressQuery>(environment, progressQuery, {}, { fetchPolicy: "network-only" }).subscribe({});
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [environment, isPreparing]);
}

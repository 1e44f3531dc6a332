import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLingui } from "@lingui/react/macro";
import type { RequestListPageQuery } from "../../__generated__/RequestListPageQuery.graphql";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import type { Feed } from "./feed.ts";
import { RequestList } from "./RequestList.tsx";

/** "Mes demandes" (feed from:me) and "Mes avis" (feed to:me), most recent activity first. */
export function RequestListPage({ feed }: { feed: Feed }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<RequestListPageQuery>(
    graphql`
      query RequestListPageQuery($feed: RequestFeed!) {
        ...RequestList_query @arguments(feed: $feed)
      }
    `,
    { feed },
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  const title = feed === "FROM_ME" ? t`Mes demandes` : t`Mes avis`;
  return (
    <div className="page">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
      </header>
      <RequestList query={data} feed={feed} label={title} />
    </div>
  );
}

import { useState, useTransition } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { PendingValidationList_query$key } from "../../__generated__/PendingValidationList_query.graphql";
import type { PendingValidationListPaginationQuery } from "../../__generated__/PendingValidationListPaginationQuery.graphql";
import type { PendingValidationListQuery } from "../../__generated__/PendingValidationListQuery.graphql";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { PendingValidationRow } from "./PendingValidationRow.tsx";
import "./admin.css";
import { LoadMoreButton } from "../../ui/LoadMoreButton.tsx";

// The API's page of the queue (also the fragment's default count).
const PAGE_SIZE = 100;

/** The queue, oldest first; a decided account leaves it (useDecideIdentityMutation) and the decision is announced. */
export function PendingValidationList() {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState("");
  const query = useLazyLoadQuery<PendingValidationListQuery>(
    graphql`
      query PendingValidationListQuery {
        ...PendingValidationList_query
      }
    `,
    {},
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<PendingValidationListPaginationQuery, PendingValidationList_query$key>(
    graphql`
      fragment PendingValidationList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
      @refetchable(queryName: "PendingValidationListPaginationQuery") {
        pendingIdentityValidations(first: $count, after: $cursor) @connection(key: "PendingValidationList_pendingIdentityValidations") {
          totalCount
          edges {
            node {
              id
              ...PendingValidationRow_user
            }
          }
        }
      }
    `,
    query,
  );
  // Pages are by position: once decided accounts have left the queue, the next page would start
  // past accounts that moved up into this one, so "load more" reads the queue again instead.
  const [decidedSinceLoad, setDecidedSinceLoad] = useState(false);
  const [isReloading, startReload] = useTransition();
  const loadMore = () => {
    if (!decidedSinceLoad) {
      loadNext(PAGE_SIZE);
      return;
    }
    startReload(() => {
      setDecidedSinceLoad(false);
      refetch({}, { fetchPolicy: "network-only" });
    });
  };
  const users = data.pendingIdentityValidations.edges.map((edge) => edge.node);
  // The whole queue, though a page shows at most PAGE_SIZE of it (a decision takes one off).
  const count = data.pendingIdentityValidations.totalCount;
  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {users.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">
            <Trans>Aucun compte en attente de validation.</Trans>
          </p>
          <p className="empty-text">
            <Trans>Les justificatifs d'identité envoyés par les nouveaux inscrits apparaîtront ici.</Trans>
          </p>
        </div>
      ) : (
        <>
          <p className="list-count">
            <Plural value={count} one="# compte en attente" other="# comptes en attente" />
          </p>
          <ul className="validation-list" aria-label={t`Comptes en attente de validation`}>
            {users.map((user) => (
              <li key={user.id}>
                <PendingValidationRow
                  user={user}
                  onDecided={(text) => {
                    setAnnouncement(text);
                    setDecidedSinceLoad(true);
                  }}
                />
              </li>
            ))}
          </ul>
          <LoadMoreButton hasNext={hasNext} isPending={isLoadingNext || isReloading} onPress={loadMore}>
            <Trans>Charger plus</Trans>
          </LoadMoreButton>
        </>
      )}
    </>
  );
}

import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { IntegrationListResultsQuery } from "../../../__generated__/IntegrationListResultsQuery.graphql";
import { formatCalendarDate, formatDay } from "../../../format/dates.ts";
import { Button } from "../../../ui/Button.tsx";
import { Link } from "../../../ui/Link.tsx";
import { useRetryKey } from "../../../ui/QueryBoundary.tsx";
import { cursorBeforePage, INTEGRATIONS_PAGE_SIZE, pageCount, type IntegrationListState } from "./integration-list-state.ts";

/** One page of items, with the pager (page in the URL). */
export function IntegrationListResults({ state, onPage }: { state: IntegrationListState; onPage: (page: number) => void }) {
  const { t, i18n } = useLingui();
  const data = useLazyLoadQuery<IntegrationListResultsQuery>(
    graphql`
      query IntegrationListResultsQuery($feed: IntegrationFeed, $excludeNonBillable: Boolean, $descending: Boolean, $search: String, $groupId: Int, $first: Int, $after: String) {
        integrations(feed: $feed, excludeNonBillable: $excludeNonBillable, descending: $descending, search: $search, groupId: $groupId, first: $first, after: $after) {
          totalCount
          edges {
            node {
              id
              databaseId
              completedAt
              groupName
              actCode
              tasksComplete
              patient {
                firstName
                lastName
                birthDate
              }
              professional {
                firstName
                lastName
              }
            }
          }
        }
      }
    `,
    {
      feed: state.archived ? "ARCHIVED" : "PENDING",
      excludeNonBillable: !state.all,
      descending: state.descending,
      search: state.search.trim() || null,
      groupId: state.groupId,
      first: INTEGRATIONS_PAGE_SIZE,
      after: cursorBeforePage(state.page),
    },
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  const { totalCount, edges } = data.integrations;
  const pages = pageCount(totalCount);

  if (edges.length === 0) {
    return (
      <div className="empty-state" role="status">
        <p className="empty-title">{state.archived ? <Trans>Aucun élément archivé.</Trans> : <Trans>Aucune donnée administrative à traiter.</Trans>}</p>
      </div>
    );
  }
  return (
    <>
      <p className="integration-count" role="status">
        {t`${totalCount} élément(s)`}
      </p>
      <ul className="integration-list" aria-label={t`Données administratives`}>
        {edges.map(({ node }) => {
          const patient = node.patient;
          const name = patient ? `${patient.lastName ?? ""} ${patient.firstName ?? ""}`.trim() : t`Patient inconnu`;
          return (
            <li key={node.id} className="integration-row">
              <Link href={`/integration/${node.databaseId}`} className="integration-row-link">
                <span className="integration-row-patient">{name}</span>
                {patient?.birthDate ? <span className="integration-row-meta">{t`Né(e) le ${formatCalendarDate(patient.birthDate, i18n.locale)}`}</span> : null}
              </Link>
              <span className="integration-row-meta">
                {node.professional ? `${node.professional.firstName} ${node.professional.lastName} · ` : ""}
                {node.groupName}
              </span>
              <span className="integration-row-side">
                {node.actCode ? <span className="integration-act">{node.actCode}</span> : null}
                <span className="integration-row-meta">{formatDay(String(node.completedAt), i18n.locale)}</span>
                {node.tasksComplete ? (
                  <span className="badge badge-completed">
                    <Trans>Archivé</Trans>
                  </span>
                ) : (
                  <span className="badge badge-in_progress">
                    <Trans>À traiter</Trans>
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav className="integration-pager" aria-label={t`Pages`}>
          <Button isDisabled={state.page <= 1} onPress={() => onPage(state.page - 1)}>
            <Trans>Précédente</Trans>
          </Button>
          <span>{t`Page ${state.page} sur ${pages}`}</span>
          <Button isDisabled={state.page >= pages} onPress={() => onPage(state.page + 1)}>
            <Trans>Suivante</Trans>
          </Button>
        </nav>
      ) : null}
    </>
  );
}

import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { GroupRequestsResultsQuery, GroupRequestStatus, GroupRequestMeetingFilter } from "../../__generated__/GroupRequestsResultsQuery.graphql";
import type { GroupRequestsResults_group$key } from "../../__generated__/GroupRequestsResults_group.graphql";
import type { GroupRequestsResultsPaginationQuery } from "../../__generated__/GroupRequestsResultsPaginationQuery.graphql";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { RequestRow } from "../requests/RequestRow.tsx";
import { GroupRequestSummaryRow } from "./GroupRequestSummaryRow.tsx";
import "../requests/request-list.css";
import { LoadMoreButton } from "../../ui/LoadMoreButton.tsx";

// Spec 1 §9: group requests page by 100.
const PAGE_SIZE = 100;

type Props = {
  groupId: string;
  status: GroupRequestStatus;
  search: string;
  tagId: number | null;
  meeting: "no_meeting" | "next" | number | null;
  topicId: number | null;
};

const meetingFilters: Record<"no_meeting" | "next", GroupRequestMeetingFilter> = { no_meeting: "NO_MEETING", next: "NEXT" };

/** One selection of the group's requests; its own query, so the sub-tabs and filters stay while it loads. */
export function GroupRequestsResults({ groupId, status, search, tagId, meeting, topicId }: Props) {
  const data = useLazyLoadQuery<GroupRequestsResultsQuery>(
    graphql`
      query GroupRequestsResultsQuery($id: ID!, $status: GroupRequestStatus, $search: String, $tagId: Int, $meeting: GroupRequestMeetingFilter, $meetingId: Int, $topicId: Int) {
        node(id: $id) {
          ...GroupRequestsResults_group @alias(as: "group") @arguments(status: $status, search: $search, tagId: $tagId, meeting: $meeting, meetingId: $meetingId, topicId: $topicId)
        }
      }
    `,
    { id: groupId, status, search: search || null, tagId, meeting: typeof meeting === "string" ? meetingFilters[meeting] : null, meetingId: typeof meeting === "number" ? meeting : null, topicId },
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  if (!data.node?.group) return null;
  return <GroupRequestsList group={data.node.group} isNarrowed={search !== "" || tagId !== null || meeting !== null || topicId !== null} status={status} />;
}

function GroupRequestsList({ group, isNarrowed, status }: { group: GroupRequestsResults_group$key; isNarrowed: boolean; status: GroupRequestStatus }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<GroupRequestsResultsPaginationQuery, GroupRequestsResults_group$key>(
    graphql`
      fragment GroupRequestsResults_group on Group
      @argumentDefinitions(
        status: { type: "GroupRequestStatus" }
        search: { type: "String" }
        tagId: { type: "Int" }
        meeting: { type: "GroupRequestMeetingFilter" }
        meetingId: { type: "Int" }
        topicId: { type: "Int" }
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "GroupRequestsResultsPaginationQuery") {
        requests(status: $status, search: $search, tagId: $tagId, meeting: $meeting, meetingId: $meetingId, topicId: $topicId, first: $count, after: $cursor)
          @connection(key: "GroupRequestsResults_requests", filters: ["status", "search", "tagId", "meeting", "meetingId", "topicId"]) {
          totalCount
          edges {
            node {
              databaseId
              request {
                ...RequestRow_request
              }
              ...GroupRequestSummaryRow_summary
            }
          }
        }
      }
    `,
    group,
  );
  const { totalCount, edges } = data.requests;
  if (edges.length === 0) {
    return (
      <div className="empty-state" role="status">
        <p className="empty-title">
          <Trans>Aucune demande</Trans>
        </p>
        <p className="empty-text">
          {isNarrowed ? (
            <Trans>Aucune demande ne correspond : chaque mot doit figurer dans la demande.</Trans>
          ) : status === "PENDING" ? (
            <Trans>Toutes les demandes reçues par le groupe ont été prises en charge.</Trans>
          ) : (
            <Trans>Les demandes du groupe apparaîtront ici.</Trans>
          )}
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="list-count" aria-live="polite">
        <Plural value={totalCount} one="# demande" other="# demandes" />
      </p>
      <ol className="request-list" aria-label={t`Demandes du groupe`}>
        {edges.map(({ node }) => (
          <li key={node.databaseId}>{node.request ? <RequestRow request={node.request} /> : <GroupRequestSummaryRow summary={node} />}</li>
        ))}
      </ol>
      <LoadMoreButton hasNext={hasNext} isPending={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
        <Trans>Charger plus</Trans>
      </LoadMoreButton>
    </>
  );
}

import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { RequestDetailPageQuery } from "../../__generated__/RequestDetailPageQuery.graphql";
import { parseDatabaseId, toGlobalId } from "../../routing/ids.ts";
import { NotFoundPage } from "../../ui/NotFoundPage.tsx";
import { feedBasePath } from "./feed.ts";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { RequestDetail } from "./RequestDetail.tsx";

export type RequestArea = "request" | "consult";

/** /request/:id and /consult/:id: the id in the URL is the request's databaseId. */
export function RequestDetailPage({ area }: { area: RequestArea }) {
  const { id } = useParams();
  const databaseId = parseDatabaseId(id);
  if (databaseId === null) return <RequestNotFound area={area} />;
  return <RequestDetailLoader key={databaseId} globalId={toGlobalId("Request", databaseId)} area={area} />;
}

function RequestDetailLoader({ globalId, area }: { globalId: string; area: RequestArea }) {
  const data = useLazyLoadQuery<RequestDetailPageQuery>(
    graphql`
      query RequestDetailPageQuery($id: ID!) {
        node(id: $id) {
          # Aliased: the fragment reference exists only when the node is a Request.
          ...RequestDetail_request @alias(as: "request")
        }
      }
    `,
    { id: globalId },
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  // A request the viewer may not see answers exactly like a missing one: node is null.
  const request = data.node?.request;
  if (!request) return <RequestNotFound area={area} />;
  return <RequestDetail request={request} area={area} />;
}

function RequestNotFound({ area }: { area: RequestArea }) {
  const { t } = useLingui();
  return (
    <NotFoundPage
      title={t`Demande introuvable`}
      message={t`Cette demande n'existe pas, ou vous n'y avez pas accès.`}
      backHref={feedBasePath(area === "request" ? "FROM_ME" : "TO_ME")}
      backLabel={area === "request" ? t`Retour à mes demandes` : t`Retour à mes avis`}
    />
  );
}

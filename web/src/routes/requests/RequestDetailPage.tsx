import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Navigate, useParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { RequestDetailPageQuery } from "../../__generated__/RequestDetailPageQuery.graphql";
import { parseDatabaseId, toGlobalId } from "../../routing/ids.ts";
import { NotFoundPage } from "../../ui/NotFoundPage.tsx";
import { feedBasePath } from "./feed.ts";
import { usePreloadedFetchPolicy } from "../../routing/preloaded-queries.ts";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { RequestDetail } from "./RequestDetail.tsx";
import { requestPath, requestViewFor } from "./request-paths.ts";

export type RequestArea = "request" | "consult";

/** /request/:id: the sender side's page of a request; the id in the URL is its databaseId. */
export function RequestDetailPage({ area }: { area: RequestArea }) {
  const { id } = useParams();
  const databaseId = parseDatabaseId(id);
  if (databaseId === null) return <RequestNotFound area={area} />;
  return <RequestDetailLoader key={databaseId} databaseId={databaseId} area={area} />;
}

const detailQuery = graphql`
  query RequestDetailPageQuery($id: ID!) {
    node(id: $id) {
      ... on Request {
        selfSide
      }
      # Aliased: the fragment reference exists only when the node is a Request.
      ...RequestDetail_request @alias(as: "request")
    }
  }
`;

function RequestDetailLoader({ databaseId, area }: { databaseId: number; area: RequestArea }) {
  const variables = { id: toGlobalId("Request", databaseId) };
  const fetchKey = useRetryKey();
  // Started by the route's loader already (routes.tsx): not fetched twice.
  const fetchPolicy = usePreloadedFetchPolicy(detailQuery, variables, fetchKey, "store-and-network");
  const data = useLazyLoadQuery<RequestDetailPageQuery>(detailQuery, variables, { fetchKey, fetchPolicy });
  // A request the viewer may not see answers exactly like a missing one: node is null.
  const request = data.node?.request;
  if (!request) return <RequestNotFound area={area} />;
  // Spec 2 §2 "Request page routing": each side works on its own page; a wrong-side URL moves.
  const view = requestViewFor(data.node?.selfSide);
  if (view !== area) return <Navigate to={requestPath(view, databaseId)} replace />;
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

import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Navigate, useParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { ConsultPageQuery } from "../../__generated__/ConsultPageQuery.graphql";
import { parseDatabaseId, toGlobalId } from "../../routing/ids.ts";
import { NotFoundPage } from "../../ui/NotFoundPage.tsx";
import { usePreloadedFetchPolicy } from "../../routing/preloaded-queries.ts";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { requestPath, requestViewFor } from "../requests/request-paths.ts";
import { ConsultDetail } from "./ConsultDetail.tsx";

export type ConsultView = "consult" | "shadow";

/** /consult/:id (recipient side) and /shadow/:id (observers, super users): the id is the request's databaseId. */
export function ConsultPage({ view }: { view: ConsultView }) {
  const { id } = useParams();
  const databaseId = parseDatabaseId(id);
  if (databaseId === null) return <ConsultNotFound />;
  return <ConsultLoader key={`${view}:${databaseId}`} databaseId={databaseId} view={view} />;
}

const consultQuery = graphql`
  query ConsultPageQuery($id: ID!) {
    node(id: $id) {
      ... on Request {
        selfSide
      }
      # Aliased: the fragment reference exists only when the node is a Request.
      ...ConsultDetail_request @alias(as: "request")
    }
  }
`;

function ConsultLoader({ databaseId, view }: { databaseId: number; view: ConsultView }) {
  const variables = { id: toGlobalId("Request", databaseId) };
  const fetchKey = useRetryKey();
  // Started by the route's loader already (routes.tsx): not fetched twice.
  const fetchPolicy = usePreloadedFetchPolicy(consultQuery, variables, fetchKey, "store-and-network");
  const data = useLazyLoadQuery<ConsultPageQuery>(consultQuery, variables, { fetchKey, fetchPolicy });
  // A request the viewer may not read answers exactly like a missing one.
  const request = data.node?.request;
  if (!request) return <ConsultNotFound />;
  // Spec 2 §2 "Request page routing": the sender side on /request, a non-participant reader on /shadow.
  const rightView = requestViewFor(data.node?.selfSide);
  if (rightView !== view) return <Navigate to={requestPath(rightView, databaseId)} replace />;
  return <ConsultDetail request={request} view={view} />;
}

function ConsultNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundPage
      title={t`Demande introuvable`}
      message={t`Cette demande n'existe pas, ou vous n'y avez pas accès.`}
      backHref="/consult/"
      backLabel={t`Retour à mes avis`}
    />
  );
}

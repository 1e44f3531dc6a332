import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { IntegrationDetailPageQuery } from "../../../__generated__/IntegrationDetailPageQuery.graphql";
import { Link } from "../../../ui/Link.tsx";
import { NotFoundPage } from "../../../ui/NotFoundPage.tsx";
import { useRetryKey } from "../../../ui/QueryBoundary.tsx";
import { IntegrationDetail } from "./IntegrationDetail.tsx";
import "./integration.css";

/** Spec 2 §2 /integration/{c_id}: one item; a missing one and one that is not the viewer's look alike. */
export function IntegrationDetailPage() {
  const { t } = useLingui();
  const { cId = "" } = useParams();
  const id = /^\d{1,10}$/.test(cId) ? cId : "0";
  const data = useLazyLoadQuery<IntegrationDetailPageQuery>(
    graphql`
      query IntegrationDetailPageQuery($id: ID!) {
        integration(id: $id) {
          ...IntegrationDetail_integration
        }
      }
    `,
    { id },
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  if (!data.integration) return <NotFoundPage />;
  const title = t`Données administratives`;
  return (
    <div className="page integration-page">
      <title>{`${title} · Consilium`}</title>
      <nav className="integration-back">
        <Link href="/integration">{t`← Retour à la liste`}</Link>
      </nav>
      <IntegrationDetail integration={data.integration} />
    </div>
  );
}

import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { PartnerApplicationsPageQuery } from "../../__generated__/PartnerApplicationsPageQuery.graphql";
import { NotFoundPage } from "../../ui/NotFoundPage.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { PartnerApplicationList } from "./PartnerApplicationList.tsx";

/** /admin/partners (issue 24): super users register practice software as OAuth clients and disable them. */
export function PartnerApplicationsPage() {
  const { t } = useLingui();
  const data = useLazyLoadQuery<PartnerApplicationsPageQuery>(
    graphql`
      query PartnerApplicationsPageQuery {
        viewer {
          isSuper
        }
      }
    `,
    {},
    { fetchKey: useRetryKey(), fetchPolicy: "store-or-network" },
  );
  // Other users see the page that does not exist: the screen's existence is not advertised.
  if (!data.viewer?.isSuper) return <NotFoundPage />;
  const title = t`Logiciels partenaires`;
  return (
    <div className="page">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header">
        <p className="admin-more">
          <Link to="/admin/validations">
            <Trans>← Validation des comptes</Trans>
          </Link>
        </p>
        <h1 className="page-title">{title}</h1>
      </header>
      <Suspense fallback={<LoadingView />}>
        <PartnerApplicationList />
      </Suspense>
    </div>
  );
}

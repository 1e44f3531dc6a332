import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { AdminValidationsPageQuery } from "../../__generated__/AdminValidationsPageQuery.graphql";
import { NotFoundPage } from "../../ui/NotFoundPage.tsx";
import { LoadingView } from "../../ui/LoadingView.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { PendingValidationList } from "./PendingValidationList.tsx";
import { AccessTrailExport } from "./AccessTrailExport.tsx";

/** /admin/validations: super users decide on the identity cards waiting in the queue, and export the access trail. */
export function AdminValidationsPage() {
  const { t } = useLingui();
  const data = useLazyLoadQuery<AdminValidationsPageQuery>(
    graphql`
      query AdminValidationsPageQuery {
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
  const title = t`Validation des comptes`;
  return (
    <div className="page">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
      </header>
      <Suspense fallback={<LoadingView />}>
        <PendingValidationList />
      </Suspense>
      <AccessTrailExport />
      <p className="admin-more">
        <Link to="/admin/partners">
          <Trans>Logiciels partenaires (OAuth)</Trans>
        </Link>
      </p>
    </div>
  );
}

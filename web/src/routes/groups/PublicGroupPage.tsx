import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Navigate, useParams } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PublicGroupPageQuery } from "../../__generated__/PublicGroupPageQuery.graphql";
import { loginPathFor } from "../../routing/redirect-url.ts";
import { parseDatabaseId } from "../../routing/ids.ts";
import { Link } from "../../ui/Link.tsx";
import { NotFoundPage } from "../../ui/NotFoundPage.tsx";
import { PublicShell } from "../../ui/PublicShell.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import "./groups.css";

/**
 * The public page of a group (spec 1 §2): its name, one line, country and topics; "request advice"
 * leads to the login page, which comes back to a new request to this group. A logged-in viewer
 * goes to the group's own page.
 */
export function PublicGroupPage() {
  const params = useParams();
  const databaseId = parseDatabaseId(params.id);
  if (databaseId === null) return <NotFoundPage />;
  return <PublicGroupContent databaseId={databaseId} />;
}

function PublicGroupContent({ databaseId }: { databaseId: number }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<PublicGroupPageQuery>(
    graphql`
      query PublicGroupPageQuery($id: Int!) {
        viewer {
          id
        }
        publicGroup(databaseId: $id) {
          databaseId
          name
          shortDescription
          topicLabels
        }
      }
    `,
    { id: databaseId },
    { fetchKey: useRetryKey() },
  );
  if (data.viewer) return <Navigate to={`/group/${databaseId}`} replace />;
  const group = data.publicGroup;
  if (!group) return <NotFoundPage />;
  const newRequest = `/request/new?${new URLSearchParams({ r_type: "group", r_group: String(group.databaseId) })}`;
  return (
    <PublicShell title={group.name}>
      <article className="public-group">
        <h1 className="login-title">{group.name}</h1>
        {group.shortDescription ? <p className="public-group-description">{group.shortDescription}</p> : null}
        {group.topicLabels.length > 0 ? (
          <>
            <h2 className="group-section-title">
              <Trans>Thématiques</Trans>
            </h2>
            <ul className="public-group-topics" aria-label={t`Thématiques`}>
              {group.topicLabels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </>
        ) : null}
        <Link href={loginPathFor(newRequest)} className="button button-primary public-group-cta">
          <Trans>Demander un avis</Trans>
        </Link>
      </article>
    </PublicShell>
  );
}

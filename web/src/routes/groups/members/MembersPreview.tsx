import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MembersPreviewQuery } from "../../../__generated__/MembersPreviewQuery.graphql";
import { Link } from "../../../ui/Link.tsx";
import { MemberRow } from "./MemberRow.tsx";
import { MEMBERS_PREVIEW_SIZE } from "./member-labels.ts";
import "./members.css";

/**
 * Spec 1 §9 "members preview 4 before show more": the first ongoing members, with a link to the
 * members tab. Shows nothing when the viewer may not read the group's members.
 */
export function MembersPreview({ groupId, groupDatabaseId }: { groupId: string; groupDatabaseId: number }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<MembersPreviewQuery>(
    graphql`
      query MembersPreviewQuery($id: ID!, $first: Int!) {
        node(id: $id) {
          ... on Group @alias(as: "group") {
            memberships(status: ONGOING, first: $first) {
              totalCount
              edges {
                node {
                  id
                  ...MemberRow_membership
                }
              }
            }
          }
        }
      }
    `,
    { id: groupId, first: MEMBERS_PREVIEW_SIZE },
    { fetchPolicy: "store-and-network" },
  );
  const connection = data.node?.group?.memberships;
  if (!connection || connection.edges.length === 0) return null;
  return (
    <section className="members-preview" aria-labelledby="members-preview-title">
      <h3 id="members-preview-title" className="group-section-title">
        <Trans>Membres</Trans>
      </h3>
      <ul className="members-list" aria-label={t`Membres`}>
        {connection.edges.map((edge) => (
          <MemberRow key={edge.node.id} membership={edge.node} compact />
        ))}
      </ul>
      {connection.totalCount > connection.edges.length ? (
        <Link href={`/group/${groupDatabaseId}/members`}>
          <Trans>Voir plus ({connection.totalCount})</Trans>
        </Link>
      ) : null}
    </section>
  );
}

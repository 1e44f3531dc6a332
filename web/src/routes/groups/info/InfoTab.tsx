import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useParams } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { InfoTabQuery } from "../../../__generated__/InfoTabQuery.graphql";
import { parseDatabaseId, toGlobalId } from "../../../routing/ids.ts";
import { lazyComponent } from "../../../ui/lazy-component.ts";
import { useRetryKey } from "../../../ui/QueryBoundary.tsx";
import { GroupDescription } from "./GroupDescription.tsx";
import { TopicInfo } from "./TopicInfo.tsx";
import "./info-tab.css";

// Its own chunk (the member rows with their avatars and admin dialogs): the description and the
// topics do not wait for it, and the info route stays within its bundle budget (issue 20).
const MembersPreview = lazyComponent(() => import("../members/MembersPreview.tsx").then((module) => module.MembersPreview));

/**
 * /group/{id}/info (spec 1 §2 "informations"): the group's description and each topic with its
 * description, both collapsed after 450 characters and edited in place by who may (spec 1 §6),
 * and for the members who answer a topic its settings and response templates.
 */
export function InfoTab({ groupId }: { groupId?: number }) {
  const { id } = useParams();
  const databaseId = groupId ?? parseDatabaseId(id);
  if (databaseId === null) return null;
  return <InfoTabContent key={databaseId} databaseId={databaseId} />;
}

function InfoTabContent({ databaseId }: { databaseId: number }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<InfoTabQuery>(
    graphql`
      query InfoTabQuery($id: ID!) {
        node(id: $id) {
          ... on Group {
            topics {
              id
              ...TopicInfo_topic
            }
          }
          # Aliased: the fragment reference exists only when the node is a Group.
          ...GroupDescription_group @alias(as: "groupDescription")
        }
      }
    `,
    { id: toGlobalId("Group", databaseId) },
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  const group = data.node;
  if (!group?.topics || !group.groupDescription) return null;
  return (
    <div className="info-tab">
      <section className="info-section" aria-label={t`Présentation`}>
        <h2 className="info-section-title">
          <Trans>Présentation</Trans>
        </h2>
        <GroupDescription group={group.groupDescription} />
      </section>
      {/* Its own query: the topics do not wait for the members (shown to who may read them). */}
      <Suspense fallback={null}>
        <MembersPreview groupId={toGlobalId("Group", databaseId)} groupDatabaseId={databaseId} />
      </Suspense>
      <section className="info-section" aria-label={t`Thématiques`}>
        <h2 className="info-section-title">
          <Trans>Thématiques</Trans>
        </h2>
        {group.topics.length === 0 ? (
          <p className="muted">
            <Trans>Ce groupe n'a pas encore de thématique.</Trans>
          </p>
        ) : (
          group.topics.map((topic) => <TopicInfo key={topic.id} topic={topic} />)
        )}
      </section>
    </div>
  );
}

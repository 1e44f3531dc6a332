import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { OnDutyNow_group$key } from "../../../__generated__/OnDutyNow_group.graphql";
import "./planning.css";

/**
 * Issue 23 item 6: who is on duty now, one quiet line above the group's requests (requests sent to
 * their categories now reach them first). Only for those who read the planning (onDutyNow null otherwise).
 */
export function OnDutyNow({ group }: { group: OnDutyNow_group$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment OnDutyNow_group on Group {
        onDutyNow {
          membershipDatabaseId
          name
          allTopics
          topics {
            label
          }
        }
      }
    `,
    group,
  );
  if (!data.onDutyNow) return null;
  if (data.onDutyNow.length === 0) {
    return (
      <p className="on-duty-now">
        <Trans>Personne de garde en ce moment.</Trans>
      </p>
    );
  }
  return (
    <div className="on-duty-now">
      <span className="on-duty-now-title">
        <Trans>De garde maintenant :</Trans>
      </span>{" "}
      <ul className="on-duty-now-list" aria-label={t`De garde maintenant`}>
        {data.onDutyNow.map((expert) => {
          const topics = expert.allTopics ? t`toutes les catégories` : expert.topics.map((topic) => topic.label).join(", ");
          return (
            <li key={expert.membershipDatabaseId}>
              <span className="on-duty-now-name">{expert.name}</span> <span className="on-duty-now-topics">({topics})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

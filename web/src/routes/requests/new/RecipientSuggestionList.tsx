import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RecipientSuggestionListQuery } from "../../../__generated__/RecipientSuggestionListQuery.graphql";
import { personDisplayName } from "../../../format/names.ts";
import { Button } from "../../../ui/Button.tsx";
import { useRetryKey } from "../../../ui/QueryBoundary.tsx";
import type { RecipientTarget } from "./recipient-target.ts";

type Props = { search: string; onChoose: (target: RecipientTarget) => void };

/** Spec 1 §4 "search recipient": at most 12 suggestions, grouped by kind (the server caps them). */
export function RecipientSuggestionList({ search, onChoose }: Props) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<RecipientSuggestionListQuery>(
    graphql`
      query RecipientSuggestionListQuery($search: String!) {
        recipientSearch(query: $search) {
          professionals {
            id
            databaseId
            firstName
            lastName
            isRegistered
            specialty {
              label
            }
          }
          groups {
            id
            databaseId
            name
          }
          topics {
            id
            databaseId
            label
            group {
              databaseId
              name
            }
          }
        }
      }
    `,
    { search },
    { fetchKey: useRetryKey(), fetchPolicy: "store-or-network" },
  );
  const { professionals, groups, topics } = data.recipientSearch;
  if (professionals.length + groups.length + topics.length === 0) {
    return (
      <div className="empty-state" role="status">
        <p className="empty-title">
          <Trans>Aucun destinataire ne correspond à « {search} ».</Trans>
        </p>
        <p className="empty-text">
          <Trans>Vérifiez l'orthographe, ou cherchez une spécialité, un groupe ou une ville.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="recipient-suggestions" role="region" aria-label={t`Destinataires proposés`}>
      {professionals.length ? (
        <section className="recipient-suggestion-group">
          <h2 className="recipient-suggestion-heading">
            <Trans>Professionnels</Trans>
          </h2>
          <ul className="recipient-suggestion-list">
            {professionals.map((p) => (
              <li key={p.id}>
                <Button variant="quiet" className="recipient-suggestion" onPress={() => onChoose({ kind: "professional", professionalId: p.databaseId })}>
                  <span className="recipient-suggestion-name">{personDisplayName(p)}</span>
                  <span className="recipient-suggestion-detail">{p.specialty.label}</span>
                  {p.isRegistered ? null : (
                    <span className="badge badge-draft">
                      <Trans>Sans compte</Trans>
                    </span>
                  )}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {groups.length ? (
        <section className="recipient-suggestion-group">
          <h2 className="recipient-suggestion-heading">
            <Trans>Groupes</Trans>
          </h2>
          <ul className="recipient-suggestion-list">
            {groups.map((g) => (
              <li key={g.id}>
                <Button variant="quiet" className="recipient-suggestion" onPress={() => onChoose({ kind: "group", groupId: g.databaseId, topicId: null })}>
                  <span className="recipient-suggestion-name">{g.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {topics.length ? (
        <section className="recipient-suggestion-group">
          <h2 className="recipient-suggestion-heading">
            <Trans>Thématiques</Trans>
          </h2>
          <ul className="recipient-suggestion-list">
            {topics.map((topic) => (
              <li key={topic.id}>
                <Button variant="quiet" className="recipient-suggestion" onPress={() => onChoose({ kind: "group", groupId: topic.group.databaseId, topicId: topic.databaseId })}>
                  <span className="recipient-suggestion-name">{topic.label}</span>
                  <span className="recipient-suggestion-detail">{topic.group.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

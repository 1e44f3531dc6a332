import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AddContactResultsQuery } from "../../__generated__/AddContactResultsQuery.graphql";
import { useErrorText } from "../../errors/useErrorText.ts";
import { personDisplayName } from "../../format/names.ts";
import { Alert } from "../../ui/Alert.tsx";
import { Button } from "../../ui/Button.tsx";
import { useAddContactMutation, type ContactTarget } from "./useAddContactMutation.ts";

type Props = { search: string; onInvite: () => void };

/** The recipient search of the new-request flow (spec 1 §4), read for professionals and networks. */
export function AddContactResults({ search, onInvite }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const data = useLazyLoadQuery<AddContactResultsQuery>(
    graphql`
      query AddContactResultsQuery($search: String!) {
        recipientSearch(query: $search) {
          professionals {
            id
            firstName
            lastName
            isContact
            specialty {
              label
            }
          }
          groups {
            id
            name
            isContact
          }
        }
      }
    `,
    { search },
    { fetchPolicy: "store-or-network" },
  );
  const [add] = useAddContactMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { professionals, groups } = data.recipientSearch;

  const addOne = async (id: string, target: ContactTarget) => {
    setError(null);
    setPending(id);
    const outcome = await add(target);
    setPending(null);
    // Added: the mutation put it at the head of the /contacts list.
    if (!outcome.ok) setError(errorText(outcome.error));
  };

  if (professionals.length + groups.length === 0) {
    return (
      <div className="add-contact-empty" role="status">
        <p>
          <Trans>Aucun professionnel ni réseau ne correspond à « {search} ».</Trans>
        </p>
        <Button variant="quiet" onPress={onInvite}>
          <Trans>Inviter un correspondant</Trans>
        </Button>
      </div>
    );
  }

  const row = (id: string, name: string, detail: string | null, isContact: boolean, target: ContactTarget) => (
    <li key={id} className="add-contact-row">
      <span className="add-contact-text">
        <span className="add-contact-name">{name}</span>
        {detail ? <span className="add-contact-detail">{detail}</span> : null}
      </span>
      {isContact ? (
        <span className="badge">
          <Trans>Dans vos contacts</Trans>
        </span>
      ) : (
        <Button aria-label={t`Ajouter ${name} à mes contacts`} isPending={pending === id} isDisabled={pending !== null} onPress={() => void addOne(id, target)}>
          <Trans>Ajouter</Trans>
        </Button>
      )}
    </li>
  );

  return (
    <div role="region" aria-label={t`Résultats de la recherche`}>
      {error ? <Alert>{error}</Alert> : null}
      {professionals.length ? (
        <section>
          <h3 className="add-contact-heading">
            <Trans>Professionnels de santé</Trans>
          </h3>
          <ul className="add-contact-list">{professionals.map((p) => row(p.id, personDisplayName(p), p.specialty.label, p.isContact, { professionalId: p.id }))}</ul>
        </section>
      ) : null}
      {groups.length ? (
        <section>
          <h3 className="add-contact-heading">
            <Trans>Réseaux</Trans>
          </h3>
          <ul className="add-contact-list">{groups.map((g) => row(g.id, g.name, null, g.isContact, { groupId: g.id }))}</ul>
        </section>
      ) : null}
    </div>
  );
}

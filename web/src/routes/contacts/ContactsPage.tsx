import { useState } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ContactsPage_query$key } from "../../__generated__/ContactsPage_query.graphql";
import type { ContactsPagePaginationQuery } from "../../__generated__/ContactsPagePaginationQuery.graphql";
import type { ContactsPageQuery } from "../../__generated__/ContactsPageQuery.graphql";
import { Button } from "../../ui/Button.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { AddContactModal } from "./AddContactModal.tsx";
import { ContactRow, type ContactEntry } from "./ContactRow.tsx";
import { InviteCorrespondentModal } from "./invite/InviteCorrespondentModal.tsx";
import "./contacts.css";
import { LoadMoreButton } from "../../ui/LoadMoreButton.tsx";

// The API's largest page (also the fragment's default count): an address book fits in one.
const PAGE_SIZE = 500;

/** Spec 1 §2 /contacts: the viewer's networks and professionals, add (modal), remove (confirmed), invite. */
export function ContactsPage() {
  const { t } = useLingui();
  const query = useLazyLoadQuery<ContactsPageQuery>(
    graphql`
      query ContactsPageQuery {
        ...ContactsPage_query
      }
    `,
    {},
    { fetchKey: useRetryKey(), fetchPolicy: "store-and-network" },
  );
  // Additions and removals, here or on a profile, go into this connection (useAddContactMutation, useRemoveContactMutation).
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ContactsPagePaginationQuery, ContactsPage_query$key>(
    graphql`
      fragment ContactsPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 500 }, cursor: { type: "String" })
      @refetchable(queryName: "ContactsPagePaginationQuery") {
        contacts(first: $count, after: $cursor) @connection(key: "ContactsPage_contacts") {
          edges {
            node {
              id
              professional {
                id
              }
              group {
                id
              }
              ...ContactRow_contact
            }
          }
        }
      }
    `,
    query,
  );
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const contacts = data.contacts.edges.map((edge) => edge.node);
  const groups = contacts.filter((c) => c.group !== null);
  const professionals = contacts.filter((c) => c.professional !== null);
  const title = t`Contacts`;

  return (
    <div className="page contacts-page">
      <title>{`${title} · Consilium`}</title>
      <header className="page-header contacts-header">
        <h1 className="page-title">{title}</h1>
        <div className="contacts-actions">
          <Button onPress={() => setInviting(true)}>
            <Trans>Inviter un correspondant</Trans>
          </Button>
          <Button variant="primary" onPress={() => setAdding(true)}>
            <Trans>Ajouter un contact</Trans>
          </Button>
        </div>
      </header>
      {contacts.length === 0 ? (
        <div className="empty-state" role="status">
          <p className="empty-title">
            <Trans>Vous n'avez pas encore de contacts.</Trans>
          </p>
          <p className="empty-text">
            <Trans>Ajoutez les réseaux et les professionnels de santé avec qui vous échangez souvent, pour les retrouver ici.</Trans>
          </p>
          <Button variant="primary" className="contacts-empty-action" onPress={() => setAdding(true)}>
            <Trans>Ajouter un contact</Trans>
          </Button>
        </div>
      ) : (
        <>
          <ContactSection title={t`Réseaux`} empty={t`Aucun réseau dans vos contacts.`} entries={groups} />
          <ContactSection title={t`Professionnels de santé`} empty={t`Aucun professionnel dans vos contacts.`} entries={professionals} />
          <LoadMoreButton hasNext={hasNext} isPending={isLoadingNext} onPress={() => loadNext(PAGE_SIZE)}>
            <Trans>Charger plus</Trans>
          </LoadMoreButton>
        </>
      )}
      <AddContactModal
        isOpen={adding}
        onOpenChange={setAdding}
        onInvite={() => {
          setAdding(false);
          setInviting(true);
        }}
      />
      <InviteCorrespondentModal isOpen={inviting} onOpenChange={setInviting} />
    </div>
  );
}

function ContactSection({ title, empty, entries }: { title: string; empty: string; entries: readonly (ContactEntry & { id: string })[] }) {
  return (
    <section className="contacts-section" aria-label={title}>
      <h2 className="contacts-section-title">
        {title} <span className="contacts-count">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        <p className="contacts-section-empty">{empty}</p>
      ) : (
        <ul className="contacts-list">
          {entries.map((entry) => (
            <ContactRow key={entry.id} contact={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

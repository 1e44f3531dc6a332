import { useState, useTransition } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ContactsPageQuery } from "../../__generated__/ContactsPageQuery.graphql";
import { Button } from "../../ui/Button.tsx";
import { useRetryKey } from "../../ui/QueryBoundary.tsx";
import { AddContactModal } from "./AddContactModal.tsx";
import { ContactRow, type ContactEntry } from "./ContactRow.tsx";
import { InviteCorrespondentModal } from "./invite/InviteCorrespondentModal.tsx";
import "./contacts.css";

/** Spec 1 §2 /contacts: the viewer's networks and professionals, add (modal), remove (confirmed), invite. */
export function ContactsPage() {
  const { t } = useLingui();
  // Bumped after an addition: the list is read again (the new entry is not in the store yet).
  const [version, setVersion] = useState(0);
  // A transition: the page (and the open modal) stays on screen while the list is read again.
  const [, startTransition] = useTransition();
  const retryKey = useRetryKey();
  const data = useLazyLoadQuery<ContactsPageQuery>(
    graphql`
      query ContactsPageQuery {
        contacts {
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
    `,
    {},
    { fetchKey: `${retryKey}:${version}`, fetchPolicy: version === 0 ? "store-and-network" : "network-only" },
  );
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  // A removed contact is deleted from the store and reads as null here until the next fetch.
  const contacts = data.contacts.filter((c): c is NonNullable<typeof c> => c !== null);
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
        </>
      )}
      <AddContactModal
        isOpen={adding}
        onOpenChange={setAdding}
        onAdded={() => startTransition(() => setVersion((v) => v + 1))}
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

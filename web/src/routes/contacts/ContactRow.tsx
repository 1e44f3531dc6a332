import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ContactRow_contact$data, ContactRow_contact$key } from "../../__generated__/ContactRow_contact.graphql";
import { personDisplayName } from "../../format/names.ts";
import { Button } from "../../ui/Button.tsx";
import { Link } from "../../ui/Link.tsx";
import { Avatar } from "../profile/Avatar.tsx";
import { RemoveContactDialog } from "./RemoveContactDialog.tsx";

export type ContactEntry = ContactRow_contact$key;

function describe(contact: ContactRow_contact$data) {
  if (contact.professional) {
    const p = contact.professional;
    const city = p.practices[0]?.city;
    return { name: personDisplayName(p), detail: [p.specialty.label, city].filter(Boolean).join(" · "), href: `/profile/${p.databaseId}`, person: p };
  }
  const g = contact.group;
  return { name: g?.name ?? "", detail: g?.shortDescription ?? "", href: g ? `/group/${g.databaseId}` : "", person: null };
}

/** One contact: who, what, where; a link to their page and a confirmed removal. */
export function ContactRow({ contact }: { contact: ContactEntry }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ContactRow_contact on Contact {
        id
        professional {
          databaseId
          firstName
          lastName
          specialty {
            label
          }
          practices {
            city
          }
          user {
            profilePictureUrl
          }
        }
        group {
          databaseId
          name
          shortDescription
        }
      }
    `,
    contact,
  );
  const [confirming, setConfirming] = useState(false);
  const entry = describe(data);
  return (
    <li className="contact-row">
      {entry.person ? <Avatar firstName={entry.person.firstName} lastName={entry.person.lastName} pictureUrl={entry.person.user?.profilePictureUrl} size="small" /> : <Avatar group={entry.name} size="small" />}
      <div className="contact-row-text">
        <Link href={entry.href} className="contact-row-name">
          {entry.name}
        </Link>
        {entry.detail ? <span className="contact-row-detail">{entry.detail}</span> : null}
      </div>
      <Button variant="quiet" aria-label={t`Retirer ${entry.name} de mes contacts`} onPress={() => setConfirming(true)}>
        <Trans>Retirer</Trans>
      </Button>
      <RemoveContactDialog contactId={data.id} name={entry.name} isOpen={confirming} onOpenChange={setConfirming} />
    </li>
  );
}

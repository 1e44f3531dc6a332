import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Trans } from "@lingui/react/macro";
import type { ContactDetailsSection_viewer$key } from "../../__generated__/ContactDetailsSection_viewer.graphql";
import { toCountry } from "../../i18n/locales.ts";
import { Button } from "../../ui/Button.tsx";
import { ContactDetailModal, type ContactDetailKind } from "./ContactDetailModal.tsx";
import "./account-settings.css";

/**
 * Spec 2 §2: the professional email and phone colleagues see, apart from the login ones. Empty,
 * the modal offers the account's own to start from.
 */
export function ContactDetailsSection({ viewer }: { viewer: ContactDetailsSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ContactDetailsSection_viewer on User {
        email
        phone
        country
        contactEmail
        contactPhone
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState<ContactDetailKind | null>(null);
  const initial = open === "contactEmail" ? (data.contactEmail ?? data.email ?? "") : (data.contactPhone ?? data.phone ?? "");

  return (
    <section className="settings-section" aria-labelledby="settings-contact-title">
      <h2 id="settings-contact-title" className="settings-section-title">
        <Trans>Coordonnées professionnelles</Trans>
      </h2>
      <p className="settings-section-intro">
        <Trans>Ce que vos confrères voient pour vous joindre en dehors de la plateforme.</Trans>
      </p>
      <dl className="settings-rows">
        <div className="settings-row">
          <dt>
            <Trans>E-mail de contact</Trans>
          </dt>
          <dd>{data.contactEmail ?? <Trans>Non renseigné</Trans>}</dd>
          <dd className="settings-row-action">
            <Button variant="secondary" onPress={() => setOpen("contactEmail")}>
              <Trans>Modifier l'e-mail de contact</Trans>
            </Button>
          </dd>
        </div>
        <div className="settings-row">
          <dt>
            <Trans>Téléphone de contact</Trans>
          </dt>
          <dd>{data.contactPhone ?? <Trans>Non renseigné</Trans>}</dd>
          <dd className="settings-row-action">
            <Button variant="secondary" onPress={() => setOpen("contactPhone")}>
              <Trans>Modifier le téléphone de contact</Trans>
            </Button>
          </dd>
        </div>
      </dl>
      {open ? <ContactDetailModal kind={open} country={toCountry(data.country) ?? "FR"} initialValue={initial} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
